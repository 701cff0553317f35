CREATE TABLE "collector_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" integer NOT NULL,
	"month" date NOT NULL,
	"branch_id" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "off_balance_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"action" text NOT NULL,
	"business_date" date NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"late_months" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "separate_plan_rows" (
	"plan_id" bigint NOT NULL,
	"n" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "separate_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"comment" text,
	"cancel_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warning_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"letter_date" date NOT NULL,
	"template_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"html" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_stages" ADD COLUMN "days_late_from" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "process_stages" ADD COLUMN "auto" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collector_plans" ADD CONSTRAINT "collector_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_balance_marks" ADD CONSTRAINT "off_balance_marks_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "off_balance_marks" ADD CONSTRAINT "off_balance_marks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separate_plan_rows" ADD CONSTRAINT "separate_plan_rows_plan_id_separate_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."separate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separate_plans" ADD CONSTRAINT "separate_plans_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separate_plans" ADD CONSTRAINT "separate_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collector_plans_once" ON "collector_plans" USING btree ("collector_id","month","branch_id");--> statement-breakpoint
CREATE INDEX "collector_plans_month" ON "collector_plans" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "off_balance_marks_contract" ON "off_balance_marks" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "off_balance_marks_date" ON "off_balance_marks" USING btree ("business_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "off_balance_marks_job_once" ON "off_balance_marks" USING btree ("contract_id","business_date") WHERE "off_balance_marks"."source" = 'JOB';--> statement-breakpoint
CREATE UNIQUE INDEX "separate_plan_rows_n" ON "separate_plan_rows" USING btree ("plan_id","n");--> statement-breakpoint
CREATE INDEX "separate_plans_contract" ON "separate_plans" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "separate_plans_status" ON "separate_plans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "separate_plans_branch" ON "separate_plans" USING btree ("branch_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warning_letters_number" ON "warning_letters" USING btree ("branch_id","number");--> statement-breakpoint
CREATE INDEX "warning_letters_contract" ON "warning_letters" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "warning_letters_date" ON "warning_letters" USING btree ("letter_date","id");--> statement-breakpoint
CREATE INDEX "warning_letters_template" ON "warning_letters" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "process_stages_days_late_from_id" ON "process_stages" USING btree ("days_late_from","id");--> statement-breakpoint
CREATE INDEX "process_stages_auto_sort_order_id" ON "process_stages" USING btree ("auto","sort_order","id");