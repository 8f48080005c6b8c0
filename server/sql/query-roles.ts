import { sql } from 'drizzle-orm';
import { APP_ROLE } from '../db/rls';
import type { Db } from '../db/types';

/** The role a select of the SQL tool (and report SQL) runs under: SELECT only, site rows only. */
export const QUERY_ROLE = 'wms_query';
/** The role an update of the SQL tool runs under: the app's table rights, site rows only. */
export const QUERY_WRITER_ROLE = 'wms_query_writer';

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
 * schema `wms` are revoked from PUBLIC (the app role keeps them by its own grant).
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
];

export async function applyQueryRoles(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.execute(sql.raw(statement));
}
