CREATE TABLE "expense_estimates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"branch_id" integer NOT NULL,
	"cost_item_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"comment" text,
	"created_by" integer,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provided_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"cost_item_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"description" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"operation_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_estimates" ADD CONSTRAINT "expense_estimates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_estimates" ADD CONSTRAINT "expense_estimates_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provided_services" ADD CONSTRAINT "provided_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_estimates_key" ON "expense_estimates" USING btree ("month","branch_id","cost_item_id","currency");--> statement-breakpoint
CREATE INDEX "expense_estimates_branch_month" ON "expense_estimates" USING btree ("branch_id","month","id");--> statement-breakpoint
CREATE INDEX "expense_estimates_item_month" ON "expense_estimates" USING btree ("cost_item_id","month","id");--> statement-breakpoint
CREATE INDEX "expense_estimates_status_month" ON "expense_estimates" USING btree ("status","month","id");--> statement-breakpoint
CREATE INDEX "provided_services_date" ON "provided_services" USING btree ("service_date","id");--> statement-breakpoint
CREATE INDEX "provided_services_supplier_date" ON "provided_services" USING btree ("supplier_id","service_date","id");--> statement-breakpoint
CREATE INDEX "provided_services_branch_date" ON "provided_services" USING btree ("branch_id","service_date","id");--> statement-breakpoint
CREATE INDEX "provided_services_item_date" ON "provided_services" USING btree ("cost_item_id","service_date","id");