CREATE TABLE "client_blacklist_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"client_id" bigint,
	"blacklist_id" integer,
	"full_name" text NOT NULL,
	"pinfl" text,
	"passport" text,
	"phone" text,
	"reason" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "birth_month" smallint GENERATED ALWAYS AS (extract(month from birth_date)::smallint) STORED;--> statement-breakpoint
ALTER TABLE "client_blacklist_orders" ADD CONSTRAINT "client_blacklist_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_blacklist_orders" ADD CONSTRAINT "client_blacklist_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_blacklist_orders" ADD CONSTRAINT "client_blacklist_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_files" ADD CONSTRAINT "client_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_files" ADD CONSTRAINT "client_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_blacklist_orders_status" ON "client_blacklist_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "client_blacklist_orders_action" ON "client_blacklist_orders" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "client_blacklist_orders_client" ON "client_blacklist_orders" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "client_files_client" ON "client_files" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_files_key" ON "client_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "clients_name_trgm" ON "clients" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_birth" ON "clients" USING btree ("name_key","birth_date");--> statement-breakpoint
CREATE INDEX "clients_province_id" ON "clients" USING btree ("province_id","id");--> statement-breakpoint
CREATE INDEX "clients_region_id" ON "clients" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "clients_gender_id" ON "clients" USING btree ("gender","id");--> statement-breakpoint
CREATE INDEX "clients_birth_month_id" ON "clients" USING btree ("birth_month","id");--> statement-breakpoint
CREATE INDEX "clients_active_id" ON "clients" USING btree ("active","id");