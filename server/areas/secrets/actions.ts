import { and, asc, eq } from 'drizzle-orm';
import { SECRET_CALLS, SECRET_MESSAGES as M } from '../../../src/contract';
import { siteSecrets } from '../../db/schema';
import { notFound } from '../../errors';
import { savedOrigin } from '../../secrets/origin-bound';
import { writeSecret } from '../../secrets/vault';
import { defineAction, type AnyAction } from '../action-types';

const rowColumns = {
  name: siteSecrets.name,
  set_by: siteSecrets.set_by,
  set_at: siteSecrets.set_at,
  sealed: siteSecrets.sealed,
};
/** A secret as answered: who set it, when, and the origin it goes to; never its value. */
const shown = (r: { name: string; set_by: string; set_at: Date; sealed: string }) => ({
  name: r.name,
  set_by: r.set_by,
  set_at: r.set_at.toISOString(),
  origin: savedOrigin(r.sealed) ?? '',
});

/**
 * Service `secret` (/secret): a site's ERP and carrier credentials, sealed with AES-256-GCM
 * for the origin of the address each is saved for.
 * Write-only from the browser: no call answers a value (server code reads one with readSecret).
 */
export const secretActions: AnyAction[] = [
  defineAction({
    contract: SECRET_CALLS.list,
    permission: { module: 'erp', flag: 'view' },
    description:
      "The site's secrets by name, with who set each and when and the origin each is sent to " +
      "('' for one saved before secrets named their address: set it again); never their values.",
    async handler(ctx) {
      const list = await ctx.db
        .select(rowColumns)
        .from(siteSecrets)
        .where(eq(siteSecrets.site_id, ctx.siteId))
        .orderBy(asc(siteSecrets.name));
      return list.map(shown);
    },
  }),
  defineAction({
    contract: SECRET_CALLS.set,
    permission: { module: 'erp', flag: 'update' },
    description:
      'Set or replace a secret (name, secret_value, address): sealed for the origin of address ' +
      '(the server sends it to that origin only) before it is stored; the activity log keeps ' +
      'secret_value redacted. results[0]: name, set_by, set_at, origin (no value).',
    async handler(ctx, data) {
      ctx.logRecord(data.name, 'secret');
      const row = await writeSecret(
        ctx.db,
        ctx.siteId,
        data.name,
        data.secret_value,
        ctx.user.user_id,
        data.address,
      );
      ctx.inform(M.saved(data.name));
      return [{ ...row, set_at: row.set_at.toISOString() }];
    },
  }),
  defineAction({
    contract: SECRET_CALLS.delete,
    permission: { module: 'erp', flag: 'delete' },
    description: 'Delete a secret by name; 404 when the site has none of that name.',
    async handler(ctx, data) {
      ctx.logRecord(data.name, 'secret');
      const deleted = await ctx.db
        .delete(siteSecrets)
        .where(and(eq(siteSecrets.site_id, ctx.siteId), eq(siteSecrets.name, data.name)))
        .returning(rowColumns);
      if (!deleted.length) throw notFound(M.notFound(data.name));
      ctx.inform(M.deleted(data.name));
      return deleted.map(shown);
    },
  }),
];
