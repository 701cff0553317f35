CREATE TABLE "contract_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"contract_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"business_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"cost_item_id" integer,
	"reason" text NOT NULL,
	"settlement_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_return_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"contract_item_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"cost_uzs" bigint DEFAULT 0 NOT NULL,
	"serials" text[],
	"movement_id" bigint
);
--> statement-breakpoint
CREATE TABLE "contract_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"business_date" date NOT NULL,
	"warehouse_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"comment" text,
	"refund_to" text NOT NULL,
	"cashbox_id" integer,
	"value" bigint DEFAULT 0 NOT NULL,
	"debt_reduction" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"return_settlement_id" bigint,
	"refund_settlement_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD COLUMN "linked_id" bigint;--> statement-breakpoint
ALTER TABLE "contract_adjustments" ADD CONSTRAINT "contract_adjustments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_adjustments" ADD CONSTRAINT "contract_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_adjustments" ADD CONSTRAINT "contract_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_return_items" ADD CONSTRAINT "contract_return_items_return_id_contract_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."contract_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_return_items" ADD CONSTRAINT "contract_return_items_contract_item_id_contract_items_id_fk" FOREIGN KEY ("contract_item_id") REFERENCES "public"."contract_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_returns" ADD CONSTRAINT "contract_returns_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_returns" ADD CONSTRAINT "contract_returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_returns" ADD CONSTRAINT "contract_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_adjustments_kind" ON "contract_adjustments" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "contract_adjustments_status" ON "contract_adjustments" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "contract_adjustments_branch" ON "contract_adjustments" USING btree ("kind","branch_id","id");--> statement-breakpoint
CREATE INDEX "contract_adjustments_date" ON "contract_adjustments" USING btree ("kind","business_date","id");--> statement-breakpoint
CREATE INDEX "contract_adjustments_contract" ON "contract_adjustments" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_return_items_return" ON "contract_return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "contract_return_items_item" ON "contract_return_items" USING btree ("contract_item_id");--> statement-breakpoint
CREATE INDEX "contract_returns_status" ON "contract_returns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contract_returns_branch" ON "contract_returns" USING btree ("branch_id","id");--> statement-breakpoint
CREATE INDEX "contract_returns_date" ON "contract_returns" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "contract_returns_contract" ON "contract_returns" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_branch_date" ON "contract_settlements" USING btree ("branch_id","kind","business_date","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_cashbox_date" ON "contract_settlements" USING btree ("cashbox_id","kind","business_date","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_method_date" ON "contract_settlements" USING btree ("kind","method","business_date","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_currency_date" ON "contract_settlements" USING btree ("kind",coalesce("paid_currency", "currency"),"business_date","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_amount" ON "contract_settlements" USING btree ("kind",coalesce("paid_amount", "amount"),"id");--> statement-breakpoint
CREATE INDEX "contract_settlements_status_date" ON "contract_settlements" USING btree ("kind","status","business_date","id");--> statement-breakpoint
CREATE INDEX "contract_settlements_linked" ON "contract_settlements" USING btree ("linked_id") WHERE "contract_settlements"."linked_id" is not null;--> statement-breakpoint
CREATE INDEX "contract_settlements_reversal" ON "contract_settlements" USING btree ("reversal_of") WHERE "contract_settlements"."reversal_of" is not null;--> statement-breakpoint
CREATE INDEX "contracts_number_any_branch" ON "contracts" USING btree ("number");