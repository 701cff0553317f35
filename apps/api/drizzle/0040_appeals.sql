CREATE TABLE "appeal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appeal_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"assignee_id" integer,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"client_id" bigint,
	"contract_id" bigint,
	"phone" text,
	"type_id" integer NOT NULL,
	"source_id" integer,
	"group_id" integer,
	"form_id" integer,
	"direction_id" integer,
	"text" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"assignee_id" integer,
	"answer" text,
	"reject_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plum_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"client_name" text NOT NULL,
	"pinfl" text,
	"phone" text,
	"items" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"months" integer NOT NULL,
	"client_id" bigint,
	"refuse_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plum_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"application_ids" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plum_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_events" ADD CONSTRAINT "appeal_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plum_applications" ADD CONSTRAINT "plum_applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plum_applications" ADD CONSTRAINT "plum_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_events_appeal" ON "appeal_events" USING btree ("appeal_id","id");--> statement-breakpoint
CREATE INDEX "appeals_status" ON "appeals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "appeals_type" ON "appeals" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "appeals_source" ON "appeals" USING btree ("source_id","id");--> statement-breakpoint
CREATE INDEX "appeals_group" ON "appeals" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "appeals_form" ON "appeals" USING btree ("form_id","id");--> statement-breakpoint
CREATE INDEX "appeals_direction" ON "appeals" USING btree ("direction_id","id");--> statement-breakpoint
CREATE INDEX "appeals_branch" ON "appeals" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "appeals_assignee" ON "appeals" USING btree ("assignee_id","status","id");--> statement-breakpoint
CREATE INDEX "appeals_client" ON "appeals" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "appeals_contract" ON "appeals" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "appeals_created" ON "appeals" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plum_applications_external" ON "plum_applications" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "plum_applications_status" ON "plum_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plum_settlements_external" ON "plum_settlements" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "plum_settlements_paid_on" ON "plum_settlements" USING btree ("paid_on","id");--> statement-breakpoint
CREATE INDEX "plum_webhook_events_received" ON "plum_webhook_events" USING btree ("received_at");