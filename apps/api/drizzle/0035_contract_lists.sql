CREATE INDEX "client_orders_number_only" ON "client_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "client_orders_created" ON "client_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contracts_number_only" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "contracts_rest" ON "contracts" USING btree ("rest","id");--> statement-breakpoint
CREATE INDEX "contracts_currency" ON "contracts" USING btree ("currency","id");--> statement-breakpoint
CREATE INDEX "contracts_off_balance" ON "contracts" USING btree ("id") WHERE "contracts"."off_balance";--> statement-breakpoint
CREATE INDEX "contracts_next_due" ON "contracts" USING btree ("next_due_date","id") WHERE "contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "contracts_closed" ON "contracts" USING btree ("closed_on","id") WHERE "contracts"."status" = 'CLOSED';