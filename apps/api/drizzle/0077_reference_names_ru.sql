ALTER TABLE "contract_tariffs" ADD COLUMN "name_ru" text;
