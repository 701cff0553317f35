CREATE TABLE "imei_registrations" (
	"serial_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
