-- A user deactivated (active_flag false) or given the Inactive licence loses every session at
-- once, whichever path changed the row: the sessions are revoked in the same transaction.
-- (The sign-in check refuses such a user's calls too; this also keeps their old tokens dead
-- if the user is made active again later.)
CREATE OR REPLACE FUNCTION wms.users_end_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wms.sessions SET revoked_at = now()
  WHERE user_id = NEW.user_id AND revoked_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_end_sessions AFTER UPDATE OF active_flag, license_type ON wms.users
FOR EACH ROW
WHEN (NOT NEW.active_flag OR NEW.license_type = 'Inactive')
EXECUTE FUNCTION wms.users_end_sessions();
