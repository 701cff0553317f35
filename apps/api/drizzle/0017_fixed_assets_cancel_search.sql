DROP INDEX "asset_products_inventory_code_id";--> statement-breakpoint
ALTER TABLE "asset_put_to_use" ADD COLUMN "status" text DEFAULT 'POSTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_put_to_use" ADD COLUMN "canceled_by" integer;--> statement-breakpoint
ALTER TABLE "asset_put_to_use" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_put_to_use" ADD CONSTRAINT "asset_put_to_use_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_products_inventory_code_search" ON "asset_products" USING gin ("inventory_code" gin_trgm_ops);