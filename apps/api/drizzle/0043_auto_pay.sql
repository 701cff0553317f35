CREATE TABLE "auto_pay_debits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"n" smallint NOT NULL,
	"card_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"receipt_id" text,
	"settlement_id" bigint,
	"reversal_id" bigint,
	"error_code" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancel_reason" text,
	"canceled_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_card_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"auto_pay" boolean DEFAULT false NOT NULL,
	"auto_pay_since" timestamp with time zone,
	"auto_pay_by" integer,
	"detached_at" timestamp with time zone,
	"detached_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"masked_number" text NOT NULL,
	"expire" text NOT NULL,
	"token" text NOT NULL,
	"provider" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"verified_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"contract_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"reason" integer,
	"provider_time" bigint NOT NULL,
	"create_time" bigint NOT NULL,
	"perform_time" bigint DEFAULT 0 NOT NULL,
	"cancel_time" bigint DEFAULT 0 NOT NULL,
	"business_date" date NOT NULL,
	"settlement_id" bigint,
	"reversal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_pay_debits" ADD CONSTRAINT "auto_pay_debits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_debits" ADD CONSTRAINT "auto_pay_debits_card_id_contract_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."contract_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_debits" ADD CONSTRAINT "auto_pay_debits_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_pay_debits" ADD CONSTRAINT "auto_pay_debits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_card_links" ADD CONSTRAINT "contract_card_links_card_id_contract_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."contract_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_card_links" ADD CONSTRAINT "contract_card_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_card_links" ADD CONSTRAINT "contract_card_links_auto_pay_by_users_id_fk" FOREIGN KEY ("auto_pay_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_card_links" ADD CONSTRAINT "contract_card_links_detached_by_users_id_fk" FOREIGN KEY ("detached_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_card_links" ADD CONSTRAINT "contract_card_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cards" ADD CONSTRAINT "contract_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cards" ADD CONSTRAINT "contract_cards_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cards" ADD CONSTRAINT "contract_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_pay_debits_once_a_date" ON "auto_pay_debits" USING btree ("contract_id","n","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_pay_debits_one_open" ON "auto_pay_debits" USING btree ("contract_id","n") WHERE "auto_pay_debits"."status" in ('QUEUED', 'PROCESSING', 'UNKNOWN');--> statement-breakpoint
CREATE INDEX "auto_pay_debits_claim" ON "auto_pay_debits" USING btree ("status","id") WHERE "auto_pay_debits"."status" in ('QUEUED', 'PROCESSING', 'UNKNOWN');--> statement-breakpoint
CREATE INDEX "auto_pay_debits_date" ON "auto_pay_debits" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "auto_pay_debits_status_date" ON "auto_pay_debits" USING btree ("status","business_date","id");--> statement-breakpoint
CREATE INDEX "auto_pay_debits_branch_date" ON "auto_pay_debits" USING btree ("branch_id","business_date","id");--> statement-breakpoint
CREATE INDEX "auto_pay_debits_contract" ON "auto_pay_debits" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_card_links_one_active" ON "contract_card_links" USING btree ("contract_id") WHERE "contract_card_links"."active";--> statement-breakpoint
CREATE INDEX "contract_card_links_card" ON "contract_card_links" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "contract_card_links_auto" ON "contract_card_links" USING btree ("auto_pay","id") WHERE "contract_card_links"."active";--> statement-breakpoint
CREATE INDEX "contract_card_links_created" ON "contract_card_links" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contract_cards_client" ON "contract_cards" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "contract_cards_status" ON "contract_cards" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_cards_token" ON "contract_cards" USING btree ("provider","token");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_id" ON "online_payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "online_payments_date" ON "online_payments" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "online_payments_state_date" ON "online_payments" USING btree ("state","business_date","id");--> statement-breakpoint
CREATE INDEX "online_payments_provider_date" ON "online_payments" USING btree ("provider","business_date","id");--> statement-breakpoint
CREATE INDEX "online_payments_branch_date" ON "online_payments" USING btree ("branch_id","business_date","id");--> statement-breakpoint
CREATE INDEX "online_payments_contract" ON "online_payments" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "online_payments_provider_time" ON "online_payments" USING btree ("provider","provider_time");