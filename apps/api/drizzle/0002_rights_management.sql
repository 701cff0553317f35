CREATE TABLE "user_attachable_rules" (
	"user_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	CONSTRAINT "user_attachable_rules_user_id_rule_id_pk" PRIMARY KEY("user_id","rule_id")
);
--> statement-breakpoint
DROP INDEX "users_branch";--> statement-breakpoint
DROP INDEX "users_position";--> statement-breakpoint
ALTER TABLE "user_positions" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED;--> statement-breakpoint
ALTER TABLE "user_positions" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "user_positions" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (lower(translate(normalize("full_name", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "user_attachable_rules" ADD CONSTRAINT "user_attachable_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attachable_rules" ADD CONSTRAINT "user_attachable_rules_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_positions_name_unique" ON "user_positions" USING btree ("title_folded");--> statement-breakpoint
CREATE INDEX "user_positions_search" ON "user_positions" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_positions_active_id" ON "user_positions" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "user_positions_name_id" ON "user_positions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_search" ON "users" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_active_id" ON "users" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "users_full_name_id" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "users_branch_id_id" ON "users" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "users_user_position_id_id" ON "users" USING btree ("user_position_id","id");