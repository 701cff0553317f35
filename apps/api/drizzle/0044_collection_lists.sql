CREATE TABLE "collector_villages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"street" text,
	"street_key" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collector_workplaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"workplace_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collector_villages" ADD CONSTRAINT "collector_villages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_villages" ADD CONSTRAINT "collector_villages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_workplaces" ADD CONSTRAINT "collector_workplaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_workplaces" ADD CONSTRAINT "collector_workplaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collector_villages_place" ON "collector_villages" USING btree ("village_id","street_key") WHERE "collector_villages"."active";--> statement-breakpoint
CREATE INDEX "collector_villages_user" ON "collector_villages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collector_workplaces_place" ON "collector_workplaces" USING btree ("workplace_id") WHERE "collector_workplaces"."active";--> statement-breakpoint
CREATE INDEX "collector_workplaces_user" ON "collector_workplaces" USING btree ("user_id","id");