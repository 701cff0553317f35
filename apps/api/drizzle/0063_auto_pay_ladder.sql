DROP INDEX "auto_pay_debits_once_a_date";--> statement-breakpoint
ALTER TABLE "auto_pay_debits" ADD COLUMN "step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_pay_debits_once_a_date" ON "auto_pay_debits" USING btree ("contract_id","n","business_date","step");