CREATE TABLE "installations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"line_id" bigint NOT NULL,
	"sale_id" bigint NOT NULL,
	"sale_number" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"client_id" bigint,
	"product_id" integer NOT NULL,
	"address" text,
	"status" text NOT NULL,
	"master_id" integer NOT NULL,
	"install_date" date NOT NULL,
	"installed_on" date,
	"earning" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installations_earning" CHECK ("installations"."earning" >= 0)
);
--> statement-breakpoint
ALTER TABLE "installation_masters" ADD COLUMN "rate" bigint;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "installations_line" ON "installations" USING btree ("source","line_id");--> statement-breakpoint
CREATE INDEX "installations_status" ON "installations" USING btree ("status","install_date","id");--> statement-breakpoint
CREATE INDEX "installations_master" ON "installations" USING btree ("master_id","status","install_date","id");--> statement-breakpoint
CREATE INDEX "installations_master_done" ON "installations" USING btree ("master_id","installed_on","id");--> statement-breakpoint
CREATE INDEX "installations_branch" ON "installations" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "installations_client" ON "installations" USING btree ("client_id","id");