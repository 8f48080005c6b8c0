import { sql, type Placeholder } from 'drizzle-orm';
import { rows } from './sql';
import type { Db } from './types';

/** The non-owner role every tenant transaction runs under, so row-level security applies. */
export const APP_ROLE = 'wms_app';
/** The transaction setting that carries the site of the current request. */
export const SITE_SETTING = 'app.site_id';
export const SITE_POLICY = 'site_isolation';

/**
 * Create the role (cluster-wide on PostgreSQL, so it may already exist, even created by a
 * concurrent start on another database), grant it the tables of schema `wms`.
 */
const ROLE_AND_GRANTS = [
  `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
    BEGIN
      CREATE ROLE ${APP_ROLE} NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- A non-superuser owner must be a member of the role to SET ROLE to it.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
    EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
  END IF;
END $$`,
  `GRANT USAGE ON SCHEMA wms TO ${APP_ROLE}`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA wms TO ${APP_ROLE}`,
  `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA wms TO ${APP_ROLE}`,
  // The site-checked finders of the order searches (migration 0008).
  `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA wms TO ${APP_ROLE}`,
];

/**
 * For EVERY table of schema `wms` with a `site_id` column: enable and force row-level
 * security and create the `site_isolation` policy when missing. Idempotent: run after each
 * migration, so tables added by later areas inherit it without further code.
 */
const POLICIES = `
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'site_id' AND NOT a.attisdropped
    WHERE n.nspname = 'wms' AND c.relkind IN ('r', 'p')
  LOOP
    EXECUTE format('ALTER TABLE wms.%I ENABLE ROW LEVEL SECURITY', t.relname);
    EXECUTE format('ALTER TABLE wms.%I FORCE ROW LEVEL SECURITY', t.relname);
    IF NOT EXISTS (
      SELECT 1 FROM pg_policies
      WHERE schemaname = 'wms' AND tablename = t.relname AND policyname = '${SITE_POLICY}'
    ) THEN
      EXECUTE format(
        'CREATE POLICY ${SITE_POLICY} ON wms.%I USING (site_id = current_setting(%L, true)) WITH CHECK (site_id = current_setting(%L, true))',
        t.relname, '${SITE_SETTING}', '${SITE_SETTING}');
    END IF;
  END LOOP;
END $$;
`;

export async function applySiteRls(db: Db): Promise<void> {
  // One statement per call: prepared statements take a single command.
  for (const statement of ROLE_AND_GRANTS) await db.execute(sql.raw(statement));
  await db.execute(sql.raw(POLICIES));
}

/**
 * Owner-level work (sign-in lookups, the seed, the activity log) reads across sites. Row-level
 * security is forced, so the connecting role must bypass it: a superuser (PGlite, a local
 * PostgreSQL) or a role with BYPASSRLS. Answer a clear message when it does not.
 */
export async function checkOwnerBypassesRls(db: Db): Promise<string | null> {
  const [me] = await rows<{ rolsuper: boolean; rolbypassrls: boolean; name: string }>(
    db,
    sql`SELECT rolsuper, rolbypassrls, rolname AS name FROM pg_roles WHERE rolname = current_user`,
  );
  if (!me || me.rolsuper || me.rolbypassrls) return null;
  return `The database role '${me.name}' must be a superuser or have BYPASSRLS (ALTER ROLE ${me.name} BYPASSRLS)`;
}

/**
 * The SQL that drops the transaction to the app role and pins the site: `set_config('role', …,
 * true)` is `SET LOCAL ROLE` (same setting, same membership check, reverted at the
 * transaction's end). Both take effect for the statements that follow, which the tests check
 * (`current_user` is the app role inside). A select-list expression, so the envelope's caller
 * query carries it too (one statement, one round trip).
 */
export const siteScope = (siteId: string | Placeholder) =>
  sql`set_config('role', ${APP_ROLE}, true) || set_config(${SITE_SETTING}, ${siteId}, true)`;

/** Inside a transaction: drop to the app role and pin the site, so every query is site-scoped. */
export async function enterSite(tx: Db, siteId: string): Promise<void> {
  await tx.execute(sql`SELECT ${siteScope(siteId)}`);
}

/** Run `fn` in one transaction scoped to `siteId` under row-level security. */
export async function inSite<T>(db: Db, siteId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterSite(tx, siteId);
    return fn(tx);
  });
}
