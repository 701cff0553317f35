ALTER TABLE "contract_schedule" ADD COLUMN "markup_settled" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD COLUMN "cost_item_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_idempotency" ON "contract_settlements" USING btree ("created_by","idempotency_key") WHERE "contract_settlements"."idempotency_key" is not null;