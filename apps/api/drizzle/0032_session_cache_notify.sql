-- Custom: the in-process session cache (apps/api/src/http/session-cache.ts) listens on channel
-- `savdo_auth` and forgets every cached session when anything the access check reads changes.
create or replace function savdo_auth_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('savdo_auth', tg_table_name);
  return null;
end $$;
--> statement-breakpoint
-- A session: revoked, deleted, re-keyed, or its clock moved back (not the touch moving last_used_at forward).
create trigger sessions_auth_changed after update on sessions for each row
  when (old.revoked_at is distinct from new.revoked_at or old.created_at is distinct from new.created_at
        or new.last_used_at is distinct from old.last_used_at and not (new.last_used_at > old.last_used_at)
        or old.token_hash is distinct from new.token_hash or old.user_id is distinct from new.user_id)
  execute function savdo_auth_changed();
--> statement-breakpoint
create trigger sessions_auth_deleted after delete on sessions for each statement execute function savdo_auth_changed();
--> statement-breakpoint
create trigger sessions_auth_truncated after truncate on sessions for each statement execute function savdo_auth_changed();
--> statement-breakpoint
create trigger users_auth_changed after insert or update or delete or truncate on users for each statement execute function savdo_auth_changed();
--> statement-breakpoint
create trigger user_rules_auth_changed after insert or update or delete or truncate on user_rules for each statement execute function savdo_auth_changed();
--> statement-breakpoint
create trigger position_rules_auth_changed after insert or update or delete or truncate on position_rules for each statement execute function savdo_auth_changed();
--> statement-breakpoint
create trigger rules_auth_changed after insert or update or delete or truncate on rules for each statement execute function savdo_auth_changed();
--> statement-breakpoint
create trigger user_two_factor_auth_changed after insert or update or delete or truncate on user_two_factor for each statement execute function savdo_auth_changed();
--> statement-breakpoint
create trigger general_settings_auth_changed after insert or update or delete or truncate on general_settings for each statement execute function savdo_auth_changed();
