CREATE TABLE "payroll_additions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_additions_amount_positive" CHECK ("payroll_additions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_statement_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"hr_section_id" integer,
	"salary" bigint NOT NULL,
	"salary_parts" jsonb,
	"norm_days" integer NOT NULL,
	"worked_days" integer NOT NULL,
	"accrued" bigint NOT NULL,
	"additions" bigint NOT NULL,
	"deductions" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"income_tax" bigint NOT NULL,
	"social_tax" bigint NOT NULL,
	"net" bigint NOT NULL,
	"advances" bigint NOT NULL,
	"to_pay" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"money_operation_id" bigint,
	CONSTRAINT "payroll_statement_rows_paid" CHECK ("payroll_statement_rows"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"branch_id" integer,
	"branch_key" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"income_tax_percent" numeric(6, 3) NOT NULL,
	"social_tax_percent" numeric(6, 3) NOT NULL,
	"norm_days" integer NOT NULL,
	"employees_count" integer DEFAULT 0 NOT NULL,
	"accrued" bigint DEFAULT 0 NOT NULL,
	"additions" bigint DEFAULT 0 NOT NULL,
	"deductions" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"income_tax" bigint DEFAULT 0 NOT NULL,
	"social_tax" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"advances" bigint DEFAULT 0 NOT NULL,
	"to_pay" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"posted_on" date,
	"canceled_by" integer,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_sheet_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"month" date NOT NULL,
	"date" date,
	"status" text,
	"worked_days" integer,
	"before" text,
	"after" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_sheet_corrections_one_kind" CHECK (("time_sheet_corrections"."date" is not null and "time_sheet_corrections"."status" is not null and "time_sheet_corrections"."worked_days" is null)
        or ("time_sheet_corrections"."date" is null and "time_sheet_corrections"."status" is null and "time_sheet_corrections"."worked_days" >= 0))
);
--> statement-breakpoint
ALTER TABLE "payroll_additions" ADD CONSTRAINT "payroll_additions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_additions" ADD CONSTRAINT "payroll_additions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_statement_rows" ADD CONSTRAINT "payroll_statement_rows_statement_id_payroll_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payroll_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_statement_rows" ADD CONSTRAINT "payroll_statement_rows_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_statements" ADD CONSTRAINT "payroll_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_sheet_corrections" ADD CONSTRAINT "time_sheet_corrections_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_sheet_corrections" ADD CONSTRAINT "time_sheet_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_additions_month" ON "payroll_additions" USING btree ("month","employee_id","id");--> statement-breakpoint
CREATE INDEX "payroll_additions_employee" ON "payroll_additions" USING btree ("employee_id","month","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_statement_rows_once" ON "payroll_statement_rows" USING btree ("statement_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_statement_rows_name" ON "payroll_statement_rows" USING btree ("statement_id","full_name","id");--> statement-breakpoint
CREATE INDEX "payroll_statement_rows_employee" ON "payroll_statement_rows" USING btree ("employee_id","statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_statements_once" ON "payroll_statements" USING btree ("month","branch_key") WHERE "payroll_statements"."status" <> 'CANCELED';--> statement-breakpoint
CREATE INDEX "payroll_statements_month" ON "payroll_statements" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "payroll_statements_status" ON "payroll_statements" USING btree ("status","month","id");--> statement-breakpoint
CREATE INDEX "time_sheet_corrections_month" ON "time_sheet_corrections" USING btree ("month","employee_id","id");