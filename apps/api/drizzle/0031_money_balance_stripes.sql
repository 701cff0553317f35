-- Hot accounts (DECISIONS.md "Money"): a balance kept over stripes. drizzle-kit cannot name the old
-- primary key, so the DROP CONSTRAINT below is written by hand (keep it when regenerating).
DROP INDEX "money_daily_key";--> statement-breakpoint
DROP INDEX "money_monthly_key";--> statement-breakpoint
ALTER TABLE "money_balances" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_balances" DROP CONSTRAINT "money_balances_pkey";--> statement-breakpoint
ALTER TABLE "money_balances" ADD CONSTRAINT "money_balances_pkey" PRIMARY KEY("account_id","stripe");--> statement-breakpoint
ALTER TABLE "money_daily" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_monthly" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "money_daily_key" ON "money_daily" USING btree ("account_id","business_date","type","stripe");--> statement-breakpoint
CREATE UNIQUE INDEX "money_monthly_key" ON "money_monthly" USING btree ("account_id","month","stripe");--> statement-breakpoint
ALTER TABLE "money_balances" ADD CONSTRAINT "money_balances_floor_one_row" CHECK (not "money_balances"."floor_zero" or "money_balances"."stripe" = 0);
