CREATE TABLE "report_position_rights" (
	"position_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "report_position_rights_position_id_code_pk" PRIMARY KEY("position_id","code")
);
--> statement-breakpoint
CREATE TABLE "report_user_rights" (
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "report_user_rights_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "report_position_rights" ADD CONSTRAINT "report_position_rights_position_id_user_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."user_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_user_rights" ADD CONSTRAINT "report_user_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
