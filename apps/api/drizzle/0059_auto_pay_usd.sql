ALTER TABLE "auto_pay_debits" ADD COLUMN "rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "auto_pay_debits" ADD COLUMN "charged_uzs" bigint;