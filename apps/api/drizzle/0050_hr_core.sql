CREATE TABLE "attendance_days" (
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"branch_id" integer NOT NULL,
	"status" text NOT NULL,
	"first_in" timestamp with time zone,
	"last_out" timestamp with time zone,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_minutes" integer DEFAULT 0 NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"absence_reason_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_days_pkey" PRIMARY KEY("employee_id","date")
);
--> statement-breakpoint
CREATE TABLE "employee_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"work_leave_reason_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_salaries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_salaries_amount_not_negative" CHECK ("employee_salaries"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"employee_number" text NOT NULL,
	"full_name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"hr_section_id" integer,
	"work_location_id" integer,
	"work_schedule_id" integer,
	"user_position_id" integer,
	"salary" bigint DEFAULT 0 NOT NULL,
	"hired_on" date NOT NULL,
	"dismissed_on" date,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"candidate_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_salary_not_negative" CHECK ("employees"."salary" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_orders" ADD CONSTRAINT "employee_orders_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_orders" ADD CONSTRAINT "employee_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD CONSTRAINT "employee_salaries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_salaries" ADD CONSTRAINT "employee_salaries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_hr_section_id_hr_sections_id_fk" FOREIGN KEY ("hr_section_id") REFERENCES "public"."hr_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_work_location_id_work_locations_id_fk" FOREIGN KEY ("work_location_id") REFERENCES "public"."work_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_work_schedule_id_work_schedules_id_fk" FOREIGN KEY ("work_schedule_id") REFERENCES "public"."work_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_position_id_user_positions_id_fk" FOREIGN KEY ("user_position_id") REFERENCES "public"."user_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_days_branch_date" ON "attendance_days" USING btree ("branch_id","date","employee_id");--> statement-breakpoint
CREATE INDEX "attendance_days_date_status" ON "attendance_days" USING btree ("date","status","employee_id");--> statement-breakpoint
CREATE INDEX "employee_orders_employee" ON "employee_orders" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "employee_orders_kind_date" ON "employee_orders" USING btree ("kind","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_salaries_once" ON "employee_salaries" USING btree ("employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "employee_salaries_date" ON "employee_salaries" USING btree ("effective_from","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number" ON "employees" USING btree ("employee_number");--> statement-breakpoint
CREATE INDEX "employees_branch_name" ON "employees" USING btree ("branch_id","full_name","id");--> statement-breakpoint
CREATE INDEX "employees_section_name" ON "employees" USING btree ("hr_section_id","full_name","id");--> statement-breakpoint
CREATE INDEX "employees_status_name" ON "employees" USING btree ("status","full_name","id");--> statement-breakpoint
CREATE INDEX "employees_name" ON "employees" USING btree ("full_name","id");