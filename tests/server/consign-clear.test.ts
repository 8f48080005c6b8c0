import { describe, expect, it } from 'vitest';
import {
  CONSIGN_MESSAGES,
  type TClearedOrderRow,
  type TConsignOrderLine,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { startServer } from './harness';

const server = startServer();

const consign = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'consign', { site_id: site, entity: 'orders', action, data });
const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

async function ready(token: string): Promise<string[]> {
  const got = await consign<TConsignOrderLine>(token, 'consign', { warehouse: 'DC1' });
  return got.body.results.map((r) => r.sales_order);
}
async function cleared(token: string): Promise<TClearedOrderRow[]> {
  const got = await consign<TClearedOrderRow>(token, 'cleared', { warehouse: 'DC1' });
  expect(got.status).toBe(200);
  return got.body.results;
}

describe('clearing orders off the consign list, and restoring them', () => {
  it('a cleared order is listed as cleared by whom, and comes back on restore', async () => {
    const token = await server.login('floor');
    expect(await ready(token)).toContain('SO-900103');

    const clear = await consign(token, 'clear', { sales_orders: ['SO-900103'] });
    expect(clear.status).toBe(200);
    expect(clear.body.info.map((m) => m.message)).toContain(CONSIGN_MESSAGES.cleared(1));
    expect(await ready(token)).not.toContain('SO-900103');
    const [row] = await cleared(token);
    expect(row).toMatchObject({ sales_order: 'SO-900103', cleared_by: 'floor' });
    expect(Date.now() - Date.parse(row!.cleared_at)).toBeLessThan(60_000);

    // another site sees none of it
    const admin = await server.login('admin');
    const tas = await consign<TClearedOrderRow>(admin, 'cleared', { warehouse: 'DC1' }, 'TAS');
    expect(tas.body.results).toEqual([]);

    const restore = await consign(token, 'restore', { sales_orders: ['SO-900103'] });
    expect(restore.status).toBe(200);
    expect(restore.body.info.map((m) => m.message)).toContain(CONSIGN_MESSAGES.restored(1));
    expect(await ready(token)).toContain('SO-900103');
    expect(await cleared(token)).toEqual([]);
  });

  it('a restore of an order not cleared (a second tab) is refused and restores nothing', async () => {
    const token = await server.login('floor');
    await consign(token, 'clear', { sales_orders: ['SO-900105'] });

    const mixed = await consign(token, 'restore', { sales_orders: ['SO-900105', 'SO-900101'] });
    expect(mixed.status).toBe(400);
    expect(messages(mixed.body)).toEqual([CONSIGN_MESSAGES.notCleared('SO-900101')]);
    expect((await cleared(token)).map((r) => r.sales_order)).toEqual(['SO-900105']);

    expect((await consign(token, 'restore', { sales_orders: ['SO-900105'] })).status).toBe(200);
    const twice = await consign(token, 'restore', { sales_orders: ['SO-900105'] });
    expect(twice.status).toBe(400);
    expect(messages(twice.body)).toEqual([CONSIGN_MESSAGES.notCleared('SO-900105')]);
  });

  it('a view-only user may list cleared orders but not restore them', async () => {
    const floor = await server.login('floor');
    await consign(floor, 'clear', { sales_orders: ['SO-900102'] });
    const viewer = await server.login('viewer');
    expect((await cleared(viewer)).map((r) => r.sales_order)).toEqual(['SO-900102']);
    const refused = await consign(viewer, 'restore', { sales_orders: ['SO-900102'] });
    expect(refused.status).toBe(403);
    expect((await cleared(floor)).map((r) => r.sales_order)).toEqual(['SO-900102']);
    await consign(floor, 'restore', { sales_orders: ['SO-900102'] });
  });
});
