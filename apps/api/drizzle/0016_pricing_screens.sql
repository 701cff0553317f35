CREATE TABLE "sale_exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"status" text,
	"approved_by" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "price_tag_templates" ADD COLUMN "layout" text;--> statement-breakpoint
ALTER TABLE "sale_exchange_rates" ADD CONSTRAINT "sale_exchange_rates_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_exchange_rates_active_id" ON "sale_exchange_rates" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "sale_exchange_rates_date_id" ON "sale_exchange_rates" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "sale_exchange_rates_rate_id" ON "sale_exchange_rates" USING btree ("rate","id");--> statement-breakpoint
CREATE INDEX "sale_exchange_rates_status_id" ON "sale_exchange_rates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "imei_registrations_status" ON "imei_registrations" USING btree ("status","serial_id");--> statement-breakpoint
CREATE INDEX "stock_serials_marked" ON "stock_serials" USING btree ("status","id") WHERE "stock_serials"."marking_code" is not null;--> statement-breakpoint
CREATE INDEX "stock_serials_imei" ON "stock_serials" USING btree ("status","id") WHERE "stock_serials"."serial" ~ '^[0-9]{15}$';