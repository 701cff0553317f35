CREATE TABLE "stock_serial_moves" (
	"serial_id" bigint NOT NULL,
	"movement_id" bigint NOT NULL,
	CONSTRAINT "stock_serial_moves_serial_id_movement_id_pk" PRIMARY KEY("serial_id","movement_id")
);
--> statement-breakpoint
CREATE TABLE "stock_serials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"serial" text NOT NULL,
	"marking_code" text,
	"status" text NOT NULL,
	"warehouse_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_serial_moves_movement" ON "stock_serial_moves" USING btree ("movement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_serials_product_serial" ON "stock_serials" USING btree ("product_id","serial");--> statement-breakpoint
CREATE INDEX "stock_serials_serial" ON "stock_serials" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "stock_serials_marking" ON "stock_serials" USING btree ("marking_code");--> statement-breakpoint
CREATE INDEX "stock_serials_in_stock" ON "stock_serials" USING btree ("warehouse_id","product_id") WHERE "stock_serials"."status" = 'IN_STOCK';