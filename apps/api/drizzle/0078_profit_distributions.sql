-- Investors' profit distributions (/investors/distribution-of-profits, R0074): company-wide, a few a month.
CREATE TABLE IF NOT EXISTS "profit_distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"basis" text NOT NULL,
	"branch_ids" integer[] DEFAULT '{}' NOT NULL,
	"profit" bigint NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"comment" text,
	"approved_by" integer REFERENCES "users"("id"),
	"approved_at" timestamp with time zone,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profit_distributions_period" ON "profit_distributions" USING btree ("date_to","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "profit_distribution_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"distribution_id" integer NOT NULL REFERENCES "profit_distributions"("id") ON DELETE CASCADE,
	"investor_id" integer NOT NULL REFERENCES "investors"("id"),
	"share" numeric(14, 4) NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "profit_distribution_lines_investor" ON "profit_distribution_lines" USING btree ("distribution_id","investor_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profit_distribution_lines_by_investor" ON "profit_distribution_lines" USING btree ("investor_id");
