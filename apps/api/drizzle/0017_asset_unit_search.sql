DROP INDEX "asset_products_inventory_code_id";--> statement-breakpoint
CREATE INDEX "asset_products_inventory_code_search" ON "asset_products" USING gin ("inventory_code" gin_trgm_ops);