-- hand-written (users)
-- Whether a user is still a member of any site. Removing a user from a site runs under
-- row-level security for that site, which cannot see the user's other memberships: this
-- owner-run function answers that one yes/no (a user left with no site is deactivated).
CREATE OR REPLACE FUNCTION wms.user_has_sites(p_user_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT EXISTS (SELECT 1 FROM wms.user_sites WHERE user_id = p_user_id)
$$;
