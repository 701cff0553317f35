CREATE TABLE "installation_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"product_category_id" integer,
	"amount" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "installation_rates_exactly_one" CHECK (num_nonnulls("installation_rates"."product_id", "installation_rates"."product_category_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "installations" ADD COLUMN "earning_source" text;--> statement-breakpoint
ALTER TABLE "installation_rates" ADD CONSTRAINT "installation_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_rates" ADD CONSTRAINT "installation_rates_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_rates_active_id" ON "installation_rates" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_rates_product_id_active" ON "installation_rates" USING btree ("product_id") WHERE "installation_rates"."active";--> statement-breakpoint
CREATE INDEX "installation_rates_product_id_id" ON "installation_rates" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_rates_product_category_id_active" ON "installation_rates" USING btree ("product_category_id") WHERE "installation_rates"."active";--> statement-breakpoint
CREATE INDEX "installation_rates_product_category_id_id" ON "installation_rates" USING btree ("product_category_id","id");--> statement-breakpoint
CREATE INDEX "installation_rates_amount_id" ON "installation_rates" USING btree ("amount","id");--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_earning_source" CHECK ("installations"."earning_source" is null or "installations"."earning_source" in ('PRODUCT', 'CATEGORY', 'MASTER'));--> statement-breakpoint
-- jobs installed before rates existed were paid the master's rate
UPDATE "installations" SET "earning_source" = 'MASTER' WHERE "status" = 'INSTALLED' AND "earning_source" IS NULL;