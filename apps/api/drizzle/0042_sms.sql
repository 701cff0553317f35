CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"template_id" integer,
	"client_id" bigint,
	"contract_id" bigint,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"provider" text,
	"provider_id" text,
	"provider_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_event" ON "sms_messages" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "sms_messages_due" ON "sms_messages" USING btree ("next_attempt_at","id") WHERE "sms_messages"."status" in ('WAITING', 'SENDING');--> statement-breakpoint
CREATE INDEX "sms_messages_provider_id" ON "sms_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sms_messages_created" ON "sms_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_status" ON "sms_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_kind" ON "sms_messages" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_phone" ON "sms_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_client" ON "sms_messages" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "sms_messages_contract" ON "sms_messages" USING btree ("contract_id","id");