DROP INDEX "bonus_returns_order_uq";--> statement-breakpoint
DROP INDEX "call_bonus_sales_sale";--> statement-breakpoint
DROP INDEX "bonus_history_order_uq";--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD COLUMN "canceled_by" integer;--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD COLUMN "reversal_operation_id" bigint;--> statement-breakpoint
ALTER TABLE "call_bonus_sales" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_history" ADD COLUMN "return_id" bigint;--> statement-breakpoint
ALTER TABLE "bonus_orders" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "bonus_orders" SET "returned_quantity" = "quantity" WHERE "status" = 'RETURNED';--> statement-breakpoint
ALTER TABLE "bonus_returns" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "bonus_returns" ADD COLUMN "difference" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_returns" ADD COLUMN "cost_uzs" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_returns" ADD COLUMN "cost_usd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the returns so far were whole orders
UPDATE "bonus_returns" r SET "quantity" = o."quantity", "difference" = o."difference", "cost_uzs" = o."cost_uzs", "cost_usd" = o."cost_usd" FROM "bonus_orders" o WHERE o."id" = r."order_id";--> statement-breakpoint
ALTER TABLE "bonus_returns" ALTER COLUMN "quantity" SET NOT NULL;--> statement-breakpoint
UPDATE "bonus_history" h SET "return_id" = r."id" FROM "bonus_returns" r WHERE h."kind" = 'RETURN' AND h."order_id" = r."order_id";--> statement-breakpoint
ALTER TABLE "call_bonus_invoices" ADD CONSTRAINT "call_bonus_invoices_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_history_return_uq" ON "bonus_history" USING btree ("return_id","kind");--> statement-breakpoint
CREATE INDEX "bonus_returns_order_idx" ON "bonus_returns" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_bonus_sales_sale" ON "call_bonus_sales" USING btree ("sale_kind","sale_id") WHERE released_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_history_order_uq" ON "bonus_history" USING btree ("order_id","kind") WHERE return_id is null;