CREATE INDEX IF NOT EXISTS "selling_price_changes_created_at" ON "selling_price_changes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "asset_entries_type_date" ON "asset_entries" USING btree ("type","business_date","id");
