-- Live updates (issue 21; modules/notifications/live.*). Two facts every server process must hear, whatever
-- code path made them, are announced by the database itself on the channel `lh_live` (delivered on commit,
-- never on rollback). Payloads carry ids and counts only (NOTIFY payloads are limited to 8000 bytes).
--
-- 1. A user's token version bumped (sign-out, password change, role change) or the user deactivated: every
--    process closes that user's event streams at once.
CREATE OR REPLACE FUNCTION lh_live_revoke() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lh_live', json_build_object('type', 'revoke', 'userId', NEW.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_live_revoke AFTER UPDATE OF token_version, active ON users
  FOR EACH ROW WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR (OLD.active AND NOT NEW.active))
  EXECUTE FUNCTION lh_live_revoke();
--> statement-breakpoint
-- 2. Leads were inserted (form, intake, import, seeds): the range of their internal ids, once per statement.
--    Each process counts, per connected user, the ones that user may see (leads visibility rules).
CREATE OR REPLACE FUNCTION lh_live_leads_created() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE lo bigint; hi bigint; n bigint;
BEGIN
  SELECT min(internal_id), max(internal_id), count(*) INTO lo, hi, n FROM new_leads;
  IF n > 0 THEN
    PERFORM pg_notify('lh_live',
      json_build_object('type', 'leads.created', 'from', lo, 'to', hi, 'count', n)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_live_created AFTER INSERT ON leads REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION lh_live_leads_created();
