ALTER TABLE "promotion_tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_tickets" ADD COLUMN "voided_by" integer;--> statement-breakpoint
CREATE INDEX "promotion_tickets_sale" ON "promotion_tickets" USING btree ("sale_kind","sale_id");