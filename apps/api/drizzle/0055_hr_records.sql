CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"birth_date" date,
	"hr_section_id" integer,
	"user_position_id" integer,
	"note" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"reject_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_status_known" CHECK ("candidates"."status" in ('NEW', 'INTERVIEW', 'HIRED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_hr_section_id_hr_sections_id_fk" FOREIGN KEY ("hr_section_id") REFERENCES "public"."hr_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_position_id_user_positions_id_fk" FOREIGN KEY ("user_position_id") REFERENCES "public"."user_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_status" ON "candidates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "candidates_name" ON "candidates" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "candidates_section" ON "candidates" USING btree ("hr_section_id","id");--> statement-breakpoint
CREATE INDEX "employees_hired_on" ON "employees" USING btree ("hired_on","id");