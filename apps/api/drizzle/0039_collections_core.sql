CREATE TABLE "business_day_steps" (
	"business_date" date NOT NULL,
	"step" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"millis" integer NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "business_day_steps_business_date_step_pk" PRIMARY KEY("business_date","step")
);
--> statement-breakpoint
CREATE TABLE "business_days" (
	"business_date" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"contact" text NOT NULL,
	"comment_type_id" integer,
	"text" text NOT NULL,
	"promised_date" date,
	"promised_sum" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_stage_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer,
	"business_date" date NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"days_late" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "stage_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "stage_since" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "last_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_day_steps" ADD CONSTRAINT "business_day_steps_business_date_business_days_business_date_fk" FOREIGN KEY ("business_date") REFERENCES "public"."business_days"("business_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_comments" ADD CONSTRAINT "contract_comments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_comments" ADD CONSTRAINT "contract_comments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_comments" ADD CONSTRAINT "contract_comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_stage_moves" ADD CONSTRAINT "contract_stage_moves_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_stage_moves" ADD CONSTRAINT "contract_stage_moves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_comments_contract" ON "contract_comments" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_comments_client" ON "contract_comments" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "contract_comments_type" ON "contract_comments" USING btree ("comment_type_id","id");--> statement-breakpoint
CREATE INDEX "contract_comments_created" ON "contract_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contract_stage_moves_contract" ON "contract_stage_moves" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_stage_moves_date" ON "contract_stage_moves" USING btree ("business_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_stage_moves_job_once" ON "contract_stage_moves" USING btree ("contract_id","business_date") WHERE "contract_stage_moves"."source" = 'JOB';--> statement-breakpoint
CREATE INDEX "contracts_stage" ON "contracts" USING btree ("stage_id","next_due_date") WHERE "contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "contracts_responsible_due" ON "contracts" USING btree ("responsible_id","next_due_date","rest") WHERE "contracts"."status" = 'ACTIVE';