import { sql } from 'drizzle-orm';
import { APP_ROLE } from '../db/rls';
import type { Db } from '../db/types';
import { tableGrants } from './table-grants';

/** The role a select of the SQL tool (and report SQL) runs under: SELECT only, site rows only. */
export const QUERY_ROLE = 'wms_query';
/** The role an update of the SQL tool runs under: the writable tables of query-grants.ts, site rows only. */
export const QUERY_WRITER_ROLE = 'wms_query_writer';

/** The role an SQL list's query runs under (migration 0015): readable columns of reference tables only. */
export const LIST_READER_ROLE = 'wms_list_reader';
/** Every role user-written SQL runs under. */
export const USER_SQL_ROLES = [QUERY_ROLE, QUERY_WRITER_ROLE, LIST_READER_ROLE] as const;

/**
 * Functions of pg_catalog that let a statement outlive its call or reach past its own rows:
 * hold a lock on the pooled connection (the advisory lock family), wait (pg_sleep*), signal
 * other sessions (pg_notify, pg_cancel_backend, pg_terminate_backend), or keep data outside
 * the site's tables (large objects), and the functions of dblink / postgres_fdw when installed.
 * Revoked from PUBLIC and from the user SQL roles.
 */
const HOLD_OR_REACH_OUT = '^(pg_advisory_|pg_try_advisory_|pg_sleep|lo_)';
const ONE_BY_NAME = ['pg_notify', 'pg_cancel_backend', 'pg_terminate_backend', 'loread', 'lowrite']
  .map((name) => `'${name}'`)
  .join(', ');
/** Those the app role and the owner keep (the app takes advisory locks, e.g. licences.ts). */
const APP_KEEPS = '^(pg_advisory_|pg_try_advisory_|pg_sleep|pg_notify$)';
/** Extensions whose functions open connections elsewhere, when installed. */
const REACH_OUT_EXTENSIONS = ["'dblink'", "'postgres_fdw'"].join(', ');

/**
 * Create the two NOLOGIN roles (no BYPASSRLS, no membership of any role); then grant the three
 * user SQL roles exactly the allow-lists of query-grants.ts (tableGrants): column-level SELECT,
 * and for the writer INSERT / UPDATE / DELETE on the writable tables only; everything else in
 * schema `wms` is revoked first, so what is not listed is neither readable nor writable.
 *
 * Then lock down what a role could use to leave its sandbox: `set_config` (which could set
 * `role` back to the session user, or `app.site_id` to another site) is revoked from PUBLIC
 * and granted to the app role and the owner only; `pg_sleep*` is revoked from PUBLIC (the
 * embedded database has no statement timer); the owner-run (SECURITY DEFINER) functions of
 * schema `wms` are revoked from PUBLIC (the app role keeps them by its own grant); and the
 * functions that hold locks, wait or reach other sessions (HOLD_OR_REACH_OUT) are revoked.
 *
 * Idempotent; run after every migration so later tables are covered.
 */
const STATEMENTS = [
  `
DO $$
DECLARE
  r text;
BEGIN
  FOREACH r IN ARRAY ARRAY['${QUERY_ROLE}', '${QUERY_WRITER_ROLE}'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT NOBYPASSRLS', r);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL;
      END;
    END IF;
    -- A non-superuser owner must be a member of the role to SET ROLE to it.
    IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
       AND NOT pg_has_role(current_user, r, 'MEMBER') THEN
      EXECUTE format('GRANT %I TO %I', r, current_user);
    END IF;
    EXECUTE format('GRANT USAGE ON SCHEMA wms TO %I', r);
  END LOOP;
END $$`,
  tableGrants({ reader: QUERY_ROLE, writer: QUERY_WRITER_ROLE, listReader: LIST_READER_ROLE }),
  `
DO $$
DECLARE
  f record;
BEGIN
  REVOKE EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) FROM PUBLIC;
  GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO ${APP_ROLE};
  EXECUTE format('GRANT EXECUTE ON FUNCTION pg_catalog.set_config(text, text, boolean) TO %I', current_user);
  REVOKE EXECUTE ON FUNCTION pg_catalog.pg_sleep(double precision) FROM PUBLIC;
  REVOKE EXECUTE ON FUNCTION pg_catalog.pg_sleep_for(interval) FROM PUBLIC;
  REVOKE EXECUTE ON FUNCTION pg_catalog.pg_sleep_until(timestamp with time zone) FROM PUBLIC;
  FOR f IN
    SELECT p.oid::regprocedure AS sig
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'wms' AND p.prosecdef
  LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f.sig);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO ${APP_ROLE}', f.sig);
  END LOOP;
EXCEPTION WHEN insufficient_privilege THEN
  -- A managed database's owner may not change rights on pg_catalog: the runner then refuses
  -- to run (lockdownProblem) rather than run unlocked.
  RAISE WARNING 'SQL tool lockdown: %', SQLERRM;
END $$`,
  `
DO $$
DECLARE
  f record;
BEGIN
  FOR f IN
    SELECT p.oid::regprocedure AS sig, p.proname
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE (n.nspname = 'pg_catalog' AND (
        p.proname ~ '${HOLD_OR_REACH_OUT}' OR p.proname IN (${ONE_BY_NAME})))
      OR p.oid IN (
        SELECT d.objid FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid
        WHERE d.classid = 'pg_proc'::regclass AND d.deptype = 'e'
          AND e.extname IN (${REACH_OUT_EXTENSIONS}))
  LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f.sig);
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM %s', f.sig, '${USER_SQL_ROLES.join(', ')}');
    IF f.proname ~ '${APP_KEEPS}' THEN
      EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO ${APP_ROLE}', f.sig);
      EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', f.sig, current_user);
    END IF;
  END LOOP;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'SQL tool lockdown (locks, notifications, other sessions): %', SQLERRM;
END $$`,
];

export async function applyQueryRoles(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement));
}
