import { describe, expect, it } from 'vitest';
import { LEAD_DAY_MESSAGES as M, type TEnvelopeAnswer, type TLeadDay } from '../../src/contract';
import { deliveryLeadDays } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const lead = (token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<TLeadDay>(token, 'admin', {
    site_id: site,
    entity: 'delivery_lead_time',
    action,
    data,
  });

const rest = (...args: Parameters<typeof server.rest>) => server.rest<TLeadDay>(...args);

const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);
const pairs = (rows: TLeadDay[]) => rows.map((r) => `${r.from_state}-${r.to_state}:${r.lead_days}`);

describe('state delivery lead days (admin / delivery_lead_time; REST /api/delivery_lead_time)', () => {
  it('lists the seeded lead days from VIC in state order', async () => {
    const token = await server.login('viewer');
    const list = await lead(token, 'list', {});
    expect(list.status).toBe(200);
    expect(pairs(list.body.results)).toEqual([
      'VIC-VIC:1',
      'VIC-NSW:2',
      'VIC-QLD:3',
      'VIC-SA:2',
      'VIC-WA:5',
      'VIC-TAS:3',
      'VIC-NT:6',
      'VIC-ACT:2',
    ]);
  });

  it('adds, updates and deletes; a pair is unique and bad values write nothing', async () => {
    const token = await server.login('admin');
    const added = await lead(token, 'check', { from_state: 'NSW', to_state: 'QLD', lead_days: 2 });
    expect(added.status).toBe(200);
    const row = added.body.results[0]!;
    expect(row).toMatchObject({ from_state: 'NSW', to_state: 'QLD', lead_days: 2 });
    const updated = await lead(token, 'check', { ...row, lead_days: 3 });
    expect(updated.body.results[0]).toEqual({ ...row, lead_days: 3 });

    const before = await snapshot(server.db, deliveryLeadDays);
    const dup = await lead(token, 'check', { from_state: 'NSW', to_state: 'QLD', lead_days: 1 });
    expect(dup.status).toBe(409);
    expect(messages(dup.body)).toEqual([M.pairExists('NSW', 'QLD')]);
    const moved = await lead(token, 'check', {
      lead_day_id: row.lead_day_id,
      from_state: 'VIC',
      to_state: 'NSW',
      lead_days: 1,
    });
    expect(moved.status).toBe(409);
    for (const bad of [
      { from_state: 'NZ', to_state: 'VIC', lead_days: 1 },
      { from_state: 'VIC', to_state: 'NSW', lead_days: -1 },
      { from_state: 'SA', to_state: 'NT', lead_days: 1.5 },
      { from_state: 'SA', to_state: 'NT', lead_days: '2' },
    ]) {
      const refused = await lead(token, 'check', bad);
      expect(refused.status).toBe(400);
    }
    const negative = await lead(token, 'check', {
      from_state: 'SA',
      to_state: 'NT',
      lead_days: -1,
    });
    expect(messages(negative.body)).toEqual([M.leadDays]);
    expect(await snapshot(server.db, deliveryLeadDays)).toBe(before);

    const deleted = await lead(token, 'delete', { lead_day_id: row.lead_day_id });
    expect(deleted.status).toBe(200);
    expect((await lead(token, 'get', { lead_day_id: row.lead_day_id })).status).toBe(404);
  });

  it('answers the REST API: GET one by pair or the list, PUT list, POST save, DELETE', async () => {
    const token = await server.login('admin');
    const one = await rest(
      token,
      'GET',
      '/api/delivery_lead_time?site_id=SXD&from_state=VIC&to_state=WA',
    );
    expect(one.status).toBe(200);
    expect(one.body.results[0]).toMatchObject({ from_state: 'VIC', to_state: 'WA', lead_days: 5 });
    const all = await rest(token, 'GET', '/api/delivery_lead_time?site_id=SXD');
    expect(all.body.results.length).toBeGreaterThanOrEqual(8);
    const put = await rest(token, 'PUT', '/api/delivery_lead_time/', { site_id: 'SXD' });
    expect(put.body.results).toEqual(all.body.results);
    const saved = await rest(token, 'POST', '/api/delivery_lead_time/', {
      site_id: 'SXD',
      from_state: 'QLD',
      to_state: 'NT',
      lead_days: 4,
    });
    expect(saved.status).toBe(200);
    const gone = await rest(token, 'DELETE', '/api/delivery_lead_time/', {
      site_id: 'SXD',
      from_state: 'QLD',
      to_state: 'NT',
    });
    expect(gone.status).toBe(200);
    const missing = await rest(
      token,
      'GET',
      '/api/delivery_lead_time?site_id=SXD&from_state=QLD&to_state=NT',
    );
    expect(missing.status).toBe(404);
  });

  it('refuses writes to a viewer; the other site is invisible', async () => {
    const viewer = await server.login('viewer');
    const before = await snapshot(server.db, deliveryLeadDays);
    expect(
      (await lead(viewer, 'check', { from_state: 'WA', to_state: 'SA', lead_days: 3 })).status,
    ).toBe(403);
    expect((await lead(viewer, 'delete', { from_state: 'VIC', to_state: 'WA' })).status).toBe(403);
    expect(await snapshot(server.db, deliveryLeadDays)).toBe(before);

    const token = await server.login('admin');
    const tas = await lead(token, 'list', {}, 'TAS');
    expect(pairs(tas.body.results)).toEqual(['TAS-VIC:2', 'TAS-NSW:3', 'TAS-TAS:1']);
    const sxdOnly = await lead(token, 'get', { from_state: 'VIC', to_state: 'WA' }, 'TAS');
    expect(sxdOnly.status).toBe(404);
  });
});
