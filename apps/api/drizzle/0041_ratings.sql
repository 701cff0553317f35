CREATE TABLE "client_score_runs" (
	"business_date" date PRIMARY KEY NOT NULL,
	"from_settlement_id" bigint NOT NULL,
	"to_settlement_id" bigint NOT NULL,
	"from_event_id" bigint NOT NULL,
	"to_event_id" bigint NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_scores" (
	"client_id" bigint PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	"as_of" date NOT NULL,
	"instalments" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late_1_30" integer DEFAULT 0 NOT NULL,
	"late_31_60" integer DEFAULT 0 NOT NULL,
	"late_61_90" integer DEFAULT 0 NOT NULL,
	"late_91" integer DEFAULT 0 NOT NULL,
	"paid_late" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"open_late" integer DEFAULT 0 NOT NULL,
	"worst_days_late" integer DEFAULT 0 NOT NULL,
	"current_days_late" integer DEFAULT 0 NOT NULL,
	"score" smallint,
	"grade" text DEFAULT 'N' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_scores" (
	"contract_id" bigint PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"as_of" date NOT NULL,
	"instalments" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"late_1_30" integer DEFAULT 0 NOT NULL,
	"late_31_60" integer DEFAULT 0 NOT NULL,
	"late_61_90" integer DEFAULT 0 NOT NULL,
	"late_91" integer DEFAULT 0 NOT NULL,
	"paid_late" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"open_late" integer DEFAULT 0 NOT NULL,
	"worst_days_late" integer DEFAULT 0 NOT NULL,
	"current_days_late" integer DEFAULT 0 NOT NULL,
	"score" smallint,
	"grade" text DEFAULT 'N' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katm_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_version" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"claim_id" text NOT NULL,
	"client_id" bigint,
	"branch_id" integer,
	"business_date" date NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"provider" text,
	"answer" jsonb,
	"message" text,
	"report_id" text,
	"source" text DEFAULT 'AUTO' NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_scores" ADD CONSTRAINT "client_scores_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_scores" ADD CONSTRAINT "contract_scores_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "katm_submissions" ADD CONSTRAINT "katm_submissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_scores_score" ON "client_scores" USING btree ("score","client_id");--> statement-breakpoint
CREATE INDEX "client_scores_grade" ON "client_scores" USING btree ("grade","score","client_id");--> statement-breakpoint
CREATE INDEX "client_scores_branch" ON "client_scores" USING btree ("branch_id","score","client_id");--> statement-breakpoint
CREATE INDEX "client_scores_worst" ON "client_scores" USING btree ("worst_days_late","client_id");--> statement-breakpoint
CREATE INDEX "client_scores_current" ON "client_scores" USING btree ("current_days_late","client_id");--> statement-breakpoint
CREATE INDEX "client_scores_b1" ON "client_scores" USING btree ("score","client_id") WHERE "client_scores"."late_1_30" > 0;--> statement-breakpoint
CREATE INDEX "client_scores_b31" ON "client_scores" USING btree ("score","client_id") WHERE "client_scores"."late_31_60" > 0;--> statement-breakpoint
CREATE INDEX "client_scores_b61" ON "client_scores" USING btree ("score","client_id") WHERE "client_scores"."late_61_90" > 0;--> statement-breakpoint
CREATE INDEX "client_scores_b91" ON "client_scores" USING btree ("score","client_id") WHERE "client_scores"."late_91" > 0;--> statement-breakpoint
CREATE INDEX "contract_scores_client" ON "contract_scores" USING btree ("client_id","contract_id");--> statement-breakpoint
CREATE INDEX "contract_scores_skipped" ON "contract_scores" USING btree ("skipped","contract_id");--> statement-breakpoint
CREATE INDEX "contract_scores_paid_late" ON "contract_scores" USING btree ("paid_late","contract_id");--> statement-breakpoint
CREATE INDEX "contract_scores_worst" ON "contract_scores" USING btree ("worst_days_late","contract_id");--> statement-breakpoint
CREATE INDEX "contract_scores_branch_skipped" ON "contract_scores" USING btree ("branch_id","skipped","contract_id");--> statement-breakpoint
CREATE INDEX "contract_scores_branch_late" ON "contract_scores" USING btree ("branch_id","paid_late","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "katm_submissions_key" ON "katm_submissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "katm_submissions_form" ON "katm_submissions" USING btree ("form","id");--> statement-breakpoint
CREATE INDEX "katm_submissions_status" ON "katm_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "katm_submissions_form_status" ON "katm_submissions" USING btree ("form","status","id");--> statement-breakpoint
CREATE INDEX "katm_submissions_date" ON "katm_submissions" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "katm_submissions_client" ON "katm_submissions" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "katm_submissions_subject" ON "katm_submissions" USING btree ("subject_kind","subject_id","id");--> statement-breakpoint
CREATE INDEX "katm_submissions_due" ON "katm_submissions" USING btree ("status","id") WHERE "katm_submissions"."status" in ('PENDING', 'FAILED', 'SENDING');