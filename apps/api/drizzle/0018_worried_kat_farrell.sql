CREATE TABLE "setting_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"ciphertext" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_secrets_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
ALTER TABLE "setting_secrets" ADD CONSTRAINT "setting_secrets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;