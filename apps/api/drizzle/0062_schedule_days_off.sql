ALTER TABLE "work_schedules" ADD COLUMN "days_off" text[] DEFAULT '{"SUN"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_orders" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_orders" ADD COLUMN "withdrawn_by" integer;--> statement-breakpoint
ALTER TABLE "employee_orders" ADD CONSTRAINT "employee_orders_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;