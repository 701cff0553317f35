CREATE TABLE "promotion_branches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"branch_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"secret" text NOT NULL,
	"seed" text NOT NULL,
	"ticket_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"place" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"number" bigint NOT NULL,
	"sale_kind" text NOT NULL,
	"sale_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"unit" integer NOT NULL,
	"product_id" integer NOT NULL,
	"client_id" bigint,
	"branch_id" integer NOT NULL,
	"sale_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_winners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"prize_id" bigint NOT NULL,
	"ticket_id" bigint NOT NULL,
	"client_id" bigint,
	"given_date" date,
	"given_by" integer,
	"given_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"relevance" text DEFAULT 'ALL' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"next_ticket" bigint DEFAULT 1 NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_branches" ADD CONSTRAINT "promotion_branches_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_draws" ADD CONSTRAINT "promotion_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_draws" ADD CONSTRAINT "promotion_draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_prizes" ADD CONSTRAINT "promotion_prizes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_tickets" ADD CONSTRAINT "promotion_tickets_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_tickets" ADD CONSTRAINT "promotion_tickets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_winners" ADD CONSTRAINT "promotion_winners_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_winners" ADD CONSTRAINT "promotion_winners_prize_id_promotion_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."promotion_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_winners" ADD CONSTRAINT "promotion_winners_ticket_id_promotion_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."promotion_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_winners" ADD CONSTRAINT "promotion_winners_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_winners" ADD CONSTRAINT "promotion_winners_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_branches_unique" ON "promotion_branches" USING btree ("promotion_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_draws_promotion" ON "promotion_draws" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_prizes_place" ON "promotion_prizes" USING btree ("promotion_id","place");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_products_unique" ON "promotion_products" USING btree ("promotion_id","product_id");--> statement-breakpoint
CREATE INDEX "promotion_products_product" ON "promotion_products" USING btree ("product_id","promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_tickets_number" ON "promotion_tickets" USING btree ("promotion_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_tickets_line" ON "promotion_tickets" USING btree ("promotion_id","sale_kind","line_id","unit");--> statement-breakpoint
CREATE INDEX "promotion_tickets_client" ON "promotion_tickets" USING btree ("promotion_id","client_id","number");--> statement-breakpoint
CREATE INDEX "promotion_tickets_branch" ON "promotion_tickets" USING btree ("promotion_id","branch_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_winners_prize" ON "promotion_winners" USING btree ("prize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_winners_ticket" ON "promotion_winners" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "promotion_winners_promotion" ON "promotion_winners" USING btree ("promotion_id","id");--> statement-breakpoint
CREATE INDEX "promotion_winners_given" ON "promotion_winners" USING btree ("promotion_id","given_date","id");--> statement-breakpoint
CREATE INDEX "promotions_status" ON "promotions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promotions_period" ON "promotions" USING btree ("date_from","id");