ALTER TABLE "contract_schedule" ADD COLUMN "markup_settled" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD COLUMN "cost_item_id" integer;--> statement-breakpoint
CREATE INDEX "client_orders_number_only" ON "client_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "client_orders_created" ON "client_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_idempotency" ON "contract_settlements" USING btree ("created_by","idempotency_key") WHERE "contract_settlements"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "contracts_number_only" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "contracts_rest" ON "contracts" USING btree ("rest","id");--> statement-breakpoint
CREATE INDEX "contracts_currency" ON "contracts" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "contracts_off_balance" ON "contracts" USING btree ("id") WHERE "contracts"."off_balance";--> statement-breakpoint
CREATE INDEX "contracts_next_due" ON "contracts" USING btree ("next_due_date","id") WHERE "contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "contracts_closed" ON "contracts" USING btree ("closed_on","id") WHERE "contracts"."status" = 'CLOSED';