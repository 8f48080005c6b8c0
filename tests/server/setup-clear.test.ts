import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETUP_CLEAR_MESSAGES as M, type TSetupCleared } from '../../src/contract';
import { customers, inventory, locations, movements, onHands } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const clear = <T>(token: string, data: unknown, site = 'GLOBAL') =>
  server.call<T>(token, 'tools', { site_id: site, entity: 'setup', action: 'clear', data });

const ALL = {
  stored_procedure: true,
  transactions: true,
  customers: true,
  inventories: true,
  locations: true,
};

async function countAt(table: string, site: string, where = sql`TRUE`): Promise<number> {
  const [row] = await rows<{ n: number }>(
    server.db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier('wms')}.${sql.identifier(table)}
        WHERE site_id = ${site} AND ${where}`,
  );
  return row!.n;
}

const everything = async () =>
  [
    await snapshot(server.db, onHands),
    await snapshot(server.db, movements),
    await snapshot(server.db, customers),
    await snapshot(server.db, inventory),
    await snapshot(server.db, locations),
  ].join('|');

describe('setup clear (tools / setup / clear)', () => {
  it('is refused outside GLOBAL, without the typed site id, or with stock in the locations', async () => {
    const admin = await server.login('admin');
    const atSite = await clear(admin, { clear_site_id: 'SXD', confirm: 'SXD', ...ALL }, 'SXD');
    expect(atSite.status).toBe(403);
    expect(atSite.body.errors[0]!.message).toBe(M.globalOnly);

    const provider = await server.login('provider');
    const before = await everything();
    const unconfirmed = await clear(provider, { clear_site_id: 'TAS', confirm: 'TA', ...ALL });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.errors[0]!.message).toBe(M.confirmMismatch('TAS'));
    const global = await clear(provider, { clear_site_id: 'GLOBAL', confirm: 'GLOBAL', ...ALL });
    expect(global.status).toBe(400);
    const none = await clear(provider, { clear_site_id: 'TAS', confirm: 'TAS' });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]!.message).toBe(M.nothingChosen);
    const unknown = await clear(provider, { clear_site_id: 'NOPE', confirm: 'NOPE', ...ALL });
    expect(unknown.status).toBe(404);
    const holding = await clear(provider, {
      clear_site_id: 'TAS',
      confirm: 'TAS',
      customers: true,
      locations: true,
    });
    expect(holding.status).toBe(409);
    // Nothing was written by any refusal (customers were asked too, in the same call).
    expect(await everything()).toBe(before);
  });

  it("clears one site's setup data in one go and leaves the other site alone", async () => {
    const provider = await server.login('provider');
    const sxdBefore = [
      await countAt('on_hands', 'SXD'),
      await countAt('customers', 'SXD'),
      await countAt('inventory', 'SXD'),
      await countAt('locations', 'SXD'),
      await countAt('erp_on_hands', 'SXD'),
    ];
    const held = await countAt('on_hands', 'TAS', sql`quantity > 0`);
    const movementsBefore = await countAt('movements', 'TAS');
    expect(held).toBeGreaterThan(0);
    expect(await countAt('customers', 'TAS')).toBeGreaterThan(0);

    const cleared = await clear<TSetupCleared>(provider, {
      clear_site_id: 'TAS',
      confirm: 'TAS',
      ...ALL,
    });
    expect(cleared.status).toBe(200);
    const answer = cleared.body.results[0]!;
    expect(answer.on_hands_written_off).toBe(held);
    expect(await countAt('on_hands', 'TAS')).toBe(0);
    // The ledger keeps its history: one write-off per on hand was added, none removed.
    expect(await countAt('movements', 'TAS')).toBe(movementsBefore + held);
    expect(await countAt('movements', 'TAS', sql`reference = 'SETUP CLEAR'`)).toBe(held);
    expect(await countAt('customers', 'TAS')).toBe(0);
    expect(await countAt('customer_courier_accounts', 'TAS')).toBe(0);
    expect(await countAt('locations', 'TAS')).toBe(0);
    expect(await countAt('erp_on_hands', 'TAS')).toBe(0);
    // Items in the ledger stay, inactive; the rest are gone.
    expect(await countAt('inventory', 'TAS', sql`active`)).toBe(0);
    expect(await countAt('inventory', 'TAS')).toBe(answer.inventories_made_inactive);

    expect([
      await countAt('on_hands', 'SXD'),
      await countAt('customers', 'SXD'),
      await countAt('inventory', 'SXD'),
      await countAt('locations', 'SXD'),
      await countAt('erp_on_hands', 'SXD'),
    ]).toEqual(sxdBefore);
  });
});
