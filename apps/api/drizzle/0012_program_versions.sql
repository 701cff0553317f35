CREATE TABLE "program_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"released_at" date NOT NULL,
	"notes" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("version", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE INDEX "program_versions_search" ON "program_versions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "program_versions_active_id" ON "program_versions" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_versions_version_unique" ON "program_versions" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "program_versions_version_id" ON "program_versions" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "program_versions_released_at_id" ON "program_versions" USING btree ("released_at","id");