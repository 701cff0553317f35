-- The daily and monthly sums of postings made before money_daily and money_monthly existed
-- (postLines keeps them from now on).
INSERT INTO money_daily (account_id, business_date, type, debit, credit)
SELECT p.account_id, p.business_date, o.type,
  coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0),
  coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)
FROM money_postings p JOIN money_operations o ON o.id = p.operation_id
GROUP BY p.account_id, p.business_date, o.type
ON CONFLICT (account_id, business_date, type) DO NOTHING;
--> statement-breakpoint
INSERT INTO money_monthly (account_id, month, debit, credit)
SELECT account_id, date_trunc('month', business_date)::date, sum(debit), sum(credit)
FROM money_daily
GROUP BY account_id, date_trunc('month', business_date)::date
ON CONFLICT (account_id, month) DO NOTHING;
