-- The money journal's guarantees that Drizzle cannot declare (issue 9, DECISIONS.md "Money").
-- 1. Postings are immutable: corrections are reversing operations.
CREATE FUNCTION money_postings_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money postings are immutable: % refused', TG_OP USING ERRCODE = '55000';
END $$;--> statement-breakpoint
CREATE TRIGGER money_postings_no_update_delete BEFORE UPDATE OR DELETE ON money_postings
  FOR EACH ROW EXECUTE FUNCTION money_postings_immutable();--> statement-breakpoint
CREATE TRIGGER money_postings_no_truncate BEFORE TRUNCATE ON money_postings
  FOR EACH STATEMENT EXECUTE FUNCTION money_postings_immutable();--> statement-breakpoint
-- 2. The postings of an operation sum to zero in each currency, checked at commit.
CREATE FUNCTION money_postings_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced text;
BEGIN
  SELECT currency INTO unbalanced FROM money_postings WHERE operation_id = NEW.operation_id
    GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'money operation % does not balance in %', NEW.operation_id, unbalanced USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_postings_balanced AFTER INSERT ON money_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_postings_balanced();
