import { sql } from 'drizzle-orm';
import { APP_ROLE } from '../db/rls';
import type { Db } from '../db/types';

/** The role a select of the SQL tool (and report SQL) runs under: SELECT only, site rows only. */
export const QUERY_ROLE = 'wms_query';
/** The role an update of the SQL tool runs under: the app's table rights, site rows only. */
export const QUERY_WRITER_ROLE = 'wms_query_writer';

/** The role an SQL list's query runs under (migration 0015): SELECT on reference tables only. */
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

/** Columns neither role may read or write: credentials and a key's alarm code. */
const SECRET_COLUMN = '(pass(word)?|token|secret|api_?key|hash|alarm)';

/**
 * Create the two NOLOGIN roles (no BYPASSRLS, no membership of any role) and grant them the
 * tables of schema `wms` that carry `site_id` (so row-level security keeps them to the
 * request's site), secret-looking columns left out. Tables without `site_id` (users,
 * sessions, the migration journal) are not granted at all.
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
  `
DO $$
DECLARE
  t record;
  cols text;
BEGIN
  FOR t IN
    SELECT c.relname,
      bool_or(a2.attname ~* '${SECRET_COLUMN}') AS has_secret,
      string_agg(quote_ident(a2.attname), ', ' ORDER BY a2.attnum)
        FILTER (WHERE a2.attname !~* '${SECRET_COLUMN}') AS open_cols
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'site_id' AND NOT a.attisdropped
    JOIN pg_attribute a2 ON a2.attrelid = c.oid AND a2.attnum > 0 AND NOT a2.attisdropped
    WHERE n.nspname = 'wms' AND c.relkind IN ('r', 'p')
    GROUP BY c.relname
  LOOP
    IF NOT t.has_secret THEN
      EXECUTE format('GRANT SELECT ON wms.%I TO ${QUERY_ROLE}', t.relname);
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON wms.%I TO ${QUERY_WRITER_ROLE}', t.relname);
    ELSE
      EXECUTE format('REVOKE ALL ON wms.%I FROM ${QUERY_ROLE}, ${QUERY_WRITER_ROLE}', t.relname);
      cols := t.open_cols;
      EXECUTE format('GRANT SELECT (%s) ON wms.%I TO ${QUERY_ROLE}', cols, t.relname);
      EXECUTE format('GRANT SELECT (%s), UPDATE (%s) ON wms.%I TO ${QUERY_WRITER_ROLE}', cols, cols, t.relname);
    END IF;
  END LOOP;
  EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA wms TO ${QUERY_WRITER_ROLE}';
  -- The activity log is the record of what was done: an update may not rewrite it.
  IF to_regclass('wms.activity_log') IS NOT NULL THEN
    EXECUTE 'REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON wms.activity_log FROM ${QUERY_WRITER_ROLE}';
  END IF;
END $$`,
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
