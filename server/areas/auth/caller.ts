import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  ENTITY_LAMBDA_SCRIPT_TYPE,
  ENTITY_SCRIPT_TYPE,
  PROVIDER_ROLE,
} from '../../../src/contract';
import { siteScope } from '../../db/rls';
import { sessions, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { StoredEntityScript } from '../action-types';
import { decideSiteAccess, type SiteFacts } from './access';
import { admitSession, sessionCheckFields } from './sessions';
import type { Principal, SiteAccess } from './types';

/**
 * Everything the envelope route checks before running an action, read in ONE query, the first
 * of the call's transaction: the session and its user by token hash, and the user's standing
 * at the request site (the site, membership, permissions, usable sites). The tables are read
 * as the owner (roles and row-level security are fixed when the statement starts); the same
 * statement then drops the transaction to the app role and pins the site (`siteScope`), for
 * the statements that follow. Prepared once per connection's transaction object: the SQL is
 * built once, and PostgreSQL plans it once per connection.
 */
/** The user's columns a call reads: all but the password hash. */
const { password_hash: _passwordHash, ...userColumns } = getTableColumns(users);

function buildCallerQuery(db: Db) {
  const tokenHash = sql.placeholder('token_hash');
  const siteId = sql.placeholder('site_id');
  const scriptKey = sql.placeholder('script_key');
  return db
    .select({
      session: sessionCheckFields,
      user: userColumns,
      site: sql<SiteFacts['site']>`(
        select json_build_object('site_id', s.site_id, 'site_name', s.site_name,
                                 'local_zone', s.local_zone)
        from wms.sites s where s.site_id = ${siteId} and s.active)`,
      member: sql<boolean>`exists (
        select 1 from wms.user_sites m where m.site_id = ${siteId} and m.user_id = ${users.user_id})`,
      permissions: sql<[string, boolean, boolean, boolean][]>`(
        select coalesce(json_agg(json_build_array(p.module, p.view, p.update, p.delete)), '[]'::json)
        from wms.user_permissions p where p.site_id = ${siteId} and p.user_id = ${users.user_id})`,
      usable_sites: sql<string[]>`(
        select coalesce(json_agg(s.site_id order by s.site_id), '[]'::json)
        from wms.sites s
        where s.active and (${users.role} = ${PROVIDER_ROLE} or exists (
          select 1 from wms.user_sites m where m.site_id = s.site_id and m.user_id = ${users.user_id})))`,
      entity_scripts: sql<StoredEntityScript[]>`(
        select coalesce(json_agg(json_build_object('document_type', d.document_type,
                 'document_id', d.document_id, 'data', d.data) order by d.document_id), '[]'::json)
        from wms.documents d
        where d.site_id = ${siteId} and d.lookup_key_1 = ${scriptKey}
          and d.document_type in (${ENTITY_SCRIPT_TYPE}, ${ENTITY_LAMBDA_SCRIPT_TYPE}))`,
      scoped: sql<string>`${siteScope(siteId)}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(eq(sessions.token_hash, tokenHash))
    .limit(1)
    .prepare('wms_envelope_caller');
}

const prepared = new WeakMap<Db, ReturnType<typeof buildCallerQuery>>();

export type Caller = {
  principal: Principal;
  /** What the user may do at the site asked for, or the 403 `siteAccess` gives. */
  siteAccess(): SiteAccess;
  /** The site's entity scripts of `scriptKey` (entity-action), read in the same statement. */
  entityScripts: { key: string; rows: readonly StoredEntityScript[] };
};

/**
 * Authenticate the bearer token (401 as `authenticate`) and read the user's standing at
 * `siteId` in the same round trip, as the first statement of `tx`, the call's transaction,
 * which it leaves under row-level security for `siteId` (as the app role). A caller refused
 * here, or by `siteAccess()`, must see the transaction rolled back. The site is judged only
 * when `siteAccess()` is called, so the route keeps its order of refusals (sign-in, envelope,
 * user_id, then site). `tokenHash` is `bearerTokenHash` of the request's header.
 */
export async function identifyCaller(
  tx: Db,
  tokenHash: string,
  siteId: string,
  scriptKey = '',
): Promise<Caller> {
  let query = prepared.get(tx);
  if (!query) {
    query = buildCallerQuery(tx);
    prepared.set(tx, query);
  }
  const [row] = await query.execute({
    token_hash: tokenHash,
    site_id: siteId,
    script_key: scriptKey,
  });
  const principal = await admitSession(tx, tokenHash, row);
  const facts: SiteFacts = {
    site: row!.site,
    member: row!.member,
    permissions: row!.permissions.map(([module, view, update, del]) => ({
      module,
      view,
      update,
      delete: del,
    })),
    usable_sites: row!.usable_sites,
  };
  return {
    principal,
    siteAccess: () => decideSiteAccess(principal.user, siteId, facts),
    entityScripts: { key: scriptKey, rows: row!.entity_scripts },
  };
}
