-- Posting one operation's lines in one round trip (issue 9, Performance: a shared account's balance row is held
-- from its lock to the commit, so the work between the two must not wait for the application). Each statement
-- below takes a fresh snapshot (READ COMMITTED, a VOLATILE function), exactly as the same statements sent one by
-- one would: 1. lock the balance rows of the lines' accounts in one global order (account id); 2. with the rows
-- held, find a floor account (cash in a cashbox) the lines would take below zero; 3. append the postings and move
-- the balances. Answers one row when nothing was written: `missing` (an account does not exist yet: the caller
-- creates it and calls again) or the floor account that is short, with what it holds; no row when posted.
CREATE FUNCTION money_post_lines(
  p_operation bigint, p_date date, p_kind text[], p_ref bigint[], p_currency text[], p_amount bigint[]
) RETURNS TABLE (missing boolean, kind text, ref_id bigint, currency text, balance bigint)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  wanted int;
  held int;
BEGIN
  SELECT count(*) INTO wanted FROM (SELECT DISTINCT k, r, c FROM unnest(p_kind, p_ref, p_currency) AS l (k, r, c)) d;
  SELECT count(*) INTO held FROM (
    SELECT b.account_id FROM money_accounts a JOIN money_balances b ON b.account_id = a.id
    WHERE (a.kind, a.ref_id, a.currency) IN (SELECT k, r, c FROM unnest(p_kind, p_ref, p_currency) AS l (k, r, c))
    ORDER BY a.id FOR UPDATE OF b
  ) locked;
  IF held < wanted THEN
    RETURN QUERY SELECT true, NULL::text, NULL::bigint, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY
    SELECT false, a.kind, a.ref_id, a.currency, b.balance
    FROM (SELECT k, r, c, sum(m) AS delta FROM unnest(p_kind, p_ref, p_currency, p_amount) AS l (k, r, c, m)
          GROUP BY k, r, c) v
    JOIN money_accounts a ON (a.kind, a.ref_id, a.currency) = (v.k, v.r, v.c)
    JOIN money_balances b ON b.account_id = a.id
    WHERE b.floor_zero AND b.balance + v.delta < 0
    ORDER BY a.id LIMIT 1;
  IF FOUND THEN
    RETURN;
  END IF;
  WITH lines AS (
    SELECT a.id AS account_id, l.c AS currency, l.m AS amount, l.n
    FROM unnest(p_kind, p_ref, p_currency, p_amount) WITH ORDINALITY AS l (k, r, c, m, n)
    JOIN money_accounts a ON (a.kind, a.ref_id, a.currency) = (l.k, l.r, l.c)
  ), posted AS (
    INSERT INTO money_postings (operation_id, account_id, currency, amount, business_date)
    SELECT p_operation, account_id, currency, amount, p_date FROM lines ORDER BY n
  )
  UPDATE money_balances b SET debit = b.debit + v.debit, credit = b.credit + v.credit,
    balance = b.balance + v.debit - v.credit
  FROM (SELECT account_id, coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS debit,
          coalesce(-sum(amount) FILTER (WHERE amount < 0), 0) AS credit
        FROM lines GROUP BY account_id) v
  WHERE b.account_id = v.account_id;
END $$;
