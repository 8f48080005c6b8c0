import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  type TModule,
  type TPermissionFlag,
  type TPermissionMap,
} from '../../src/contract';
import type { AnyAction, ModuleFlag } from '../../server/areas/action-types';
import { ACTIONS } from '../../server/areas/registry';
import { userPermissions } from '../../server/db/schema';
import { startServer } from './harness';

const server = startServer();

/** The flags a declared permission asks for; undefined when membership alone is enough. */
function required(action: AnyAction): ModuleFlag[] | undefined {
  const permission = action.permission;
  // A permission that depends on the data is judged with the data: not part of this matrix.
  if (typeof permission === 'function') return undefined;
  if ('member' in permission) return undefined;
  return 'anyOf' in permission ? permission.anyOf : [permission];
}

async function permissionsAt(userId: string, siteId: string): Promise<TPermissionMap> {
  const rows = await server.db
    .select()
    .from(userPermissions)
    .where(and(eq(userPermissions.user_id, userId), eq(userPermissions.site_id, siteId)));
  const map: TPermissionMap = {};
  for (const r of rows)
    map[r.module as TModule] = { view: r.view, update: r.update, delete: r.delete };
  return map;
}

const holds = (map: TPermissionMap, p: { module: TModule; flag: TPermissionFlag }) =>
  Boolean(map[p.module]?.[p.flag]);

/**
 * For a demo user at their site, every action whose declared permission they do not hold is
 * refused before its data is read: the server answers nothing the user's permissions do not
 * give, whatever the screens show.
 */
describe.each([
  ['floor', 'SXD'],
  ['viewer', 'SXD'],
])('%s at %s: every action outside their permissions is refused', (userId, siteId) => {
  it('403 FORBIDDEN_PERMISSION for each, and nothing else', async () => {
    const token = await server.login(userId);
    const map = await permissionsAt(userId, siteId);
    const refusedActions = ACTIONS.filter((action) => {
      const flags = required(action);
      return flags !== undefined && !flags.some((f) => holds(map, f));
    });
    expect(refusedActions.length).toBeGreaterThan(10);
    const answered: string[] = [];
    for (const action of refusedActions) {
      const { status, body } = await server.call(token, action.service, {
        site_id: siteId,
        user_id: userId,
        entity: action.entity,
        action: action.action,
        data: {},
      });
      if (status !== 403 || body.errors[0]?.code !== ERROR_CODES.FORBIDDEN_PERMISSION)
        answered.push(`${action.service}/${action.entity}/${action.action}: ${status}`);
    }
    expect(answered).toEqual([]);
  });
});

describe('a permission removed is refused at the next call', () => {
  it('the floor user loses view on inventory, then gets it back', async () => {
    const token = await server.login('floor');
    const list = () =>
      server.call(token, 'inventory', {
        site_id: 'SXD',
        user_id: 'floor',
        entity: 'inventory',
        action: 'list',
        data: { search_type: 'ALL', search_term: '' },
      });
    expect((await list()).status).not.toBe(403);
    const where = and(
      eq(userPermissions.user_id, 'floor'),
      eq(userPermissions.site_id, 'SXD'),
      eq(userPermissions.module, 'in'),
    );
    await server.db.update(userPermissions).set({ view: false }).where(where);
    const refused = await list();
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]?.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
    await server.db.update(userPermissions).set({ view: true }).where(where);
    expect((await list()).status).not.toBe(403);
  });
});
