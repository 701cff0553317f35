CREATE SEQUENCE "public"."branch_prefix_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "prefix" text DEFAULT 'F' || nextval('branch_prefix_seq') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_prefix_unique" ON "branches" USING btree ("prefix");