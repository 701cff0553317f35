CREATE TABLE "absence_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"absence_reason_id" integer NOT NULL,
	"comment" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decision_comment" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_requests_range" CHECK ("absence_requests"."date_to" >= "absence_requests"."date_from")
);
--> statement-breakpoint
CREATE TABLE "attendance_device_secrets" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer
);
--> statement-breakpoint
CREATE TABLE "attendance_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"device_serial" text NOT NULL,
	"serial_no" bigint NOT NULL,
	"employee_number" text NOT NULL,
	"employee_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"date" date NOT NULL,
	"attendance_status" text,
	"major_event_type" smallint NOT NULL,
	"sub_event_type" smallint NOT NULL,
	"verified" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_devices" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "absence_requests" ADD CONSTRAINT "absence_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_requests" ADD CONSTRAINT "absence_requests_absence_reason_id_absence_reasons_id_fk" FOREIGN KEY ("absence_reason_id") REFERENCES "public"."absence_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_requests" ADD CONSTRAINT "absence_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_requests" ADD CONSTRAINT "absence_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_device_secrets" ADD CONSTRAINT "attendance_device_secrets_device_id_employee_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."employee_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_device_secrets" ADD CONSTRAINT "attendance_device_secrets_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_device_id_employee_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."employee_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_requests_employee_dates" ON "absence_requests" USING btree ("employee_id","date_from","date_to");--> statement-breakpoint
CREATE INDEX "absence_requests_status_id" ON "absence_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "absence_requests_from_id" ON "absence_requests" USING btree ("date_from","id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_once" ON "attendance_events" USING btree ("device_serial","serial_no");--> statement-breakpoint
CREATE INDEX "attendance_events_employee_date" ON "attendance_events" USING btree ("employee_id","date","occurred_at");--> statement-breakpoint
CREATE INDEX "attendance_events_unknown" ON "attendance_events" USING btree ("date","id") WHERE "attendance_events"."employee_id" is null;--> statement-breakpoint
CREATE INDEX "attendance_events_number" ON "attendance_events" USING btree ("employee_number","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_devices_serial_number_unique" ON "employee_devices" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "employee_devices_serial_number_name_id" ON "employee_devices" USING btree ("serial_number","name","id");--> statement-breakpoint
CREATE INDEX "attendance_days_late" ON "attendance_days" USING btree ("date","branch_id") WHERE "attendance_days"."late_minutes" > 0;--> statement-breakpoint
CREATE INDEX "attendance_days_early" ON "attendance_days" USING btree ("date","branch_id") WHERE "attendance_days"."early_minutes" > 0;--> statement-breakpoint
CREATE INDEX "attendance_days_open" ON "attendance_days" USING btree ("date","branch_id") WHERE "attendance_days"."status" = 'PRESENT' and "attendance_days"."last_out" is null;