-- Custom: the sign-in event log is append-only; drizzle cannot express a trigger.
CREATE FUNCTION sign_in_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sign_in_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sign_in_events_append_only BEFORE UPDATE OR DELETE ON sign_in_events
  FOR EACH ROW EXECUTE FUNCTION sign_in_events_append_only();
