DROP INDEX "stock_balances_warehouse";--> statement-breakpoint
DROP INDEX "stock_layers_open";--> statement-breakpoint
DROP INDEX "stock_movements_product_warehouse";--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "item_kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD COLUMN "item_kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "item_kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" DROP CONSTRAINT "stock_balances_product_id_warehouse_id_pk";--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_item_kind_product_id_warehouse_id_pk" PRIMARY KEY("item_kind","product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse" ON "stock_balances" USING btree ("warehouse_id","item_kind","product_id");--> statement-breakpoint
CREATE INDEX "stock_layers_open" ON "stock_layers" USING btree ("item_kind","product_id","warehouse_id","id") WHERE "stock_layers"."quantity_left" > 0;--> statement-breakpoint
CREATE INDEX "stock_movements_product_warehouse" ON "stock_movements" USING btree ("item_kind","product_id","warehouse_id","id");
