import { describe, expect, it } from 'vitest';
import {
  ALARM_CODE_MASK,
  DELIVERY_KEY_MESSAGES as M,
  type TDelivery1Key,
  type TDeliveryKey,
  type TEnvelopeAnswer,
  type TSiteMember,
} from '../../src/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { activityLog, deliveryKeys } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const key = <T = TDeliveryKey>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity: 'del_key', action, data });

const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

async function keyNamed(token: string, name: string): Promise<TDeliveryKey> {
  const list = await key(token, 'list', {});
  return list.body.results.find((k) => k.key_name === name)!;
}

describe('delivery key cabinet (admin / del_key)', () => {
  it('lists the cabinet with customer names and who holds a key', async () => {
    const token = await server.login('admin');
    const list = await key(token, 'list', {});
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThanOrEqual(6);
    const out = list.body.results.find((k) => k.key_name === 'Brunswick IGA roller door')!;
    expect(out).toMatchObject({
      customer_code: 'BRUIGA',
      customer_name: 'Brunswick IGA',
      colour: 'Blue',
      alarm_code: '7710',
      alarm_code_hidden: false,
      checkout_user: 'floor',
    });
    expect(out.checkout_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await key(token, 'list', { search_term: 'g' })).body.results).toEqual([]);
    const search = await key(token, 'list', { search_term: 'geelong' });
    expect(search.body.results.map((k) => k.customer_code)).toEqual(['GEELWF']);
  });

  it('masks the alarm code for a viewer and refuses the viewer every write', async () => {
    const viewer = await server.login('viewer');
    const list = await key(viewer, 'list', {});
    expect(list.status).toBe(200);
    const lygon = list.body.results.find((k) => k.customer_code === 'LYGON01')!;
    expect(lygon.alarm_code).toBe(ALARM_CODE_MASK);
    expect(lygon.alarm_code_hidden).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain('4821');
    const none = list.body.results.find((k) => k.customer_code === 'STKCAF')!;
    expect(none).toMatchObject({ alarm_code: '', alarm_code_hidden: false });

    const before = await snapshot(server.db, deliveryKeys);
    const writes = [
      await key(viewer, 'check', { key_name: 'Viewer key', customer_code: 'BRUIGA' }),
      await key(viewer, 'delete', { key_id: lygon.key_id }),
      await key(viewer, 'checkout', { key_id: lygon.key_id, user_id: 'viewer' }),
      await key(viewer, 'checkin', { key_id: lygon.key_id }),
      await key(viewer, 'users', {}),
    ];
    expect(writes.map((w) => w.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await snapshot(server.db, deliveryKeys)).toBe(before);
  });

  it('adds a key; an unknown customer, a taken name or a missing field writes nothing', async () => {
    const token = await server.login('admin');
    const added = await key(token, 'check', {
      key_name: 'Footscray Market dock',
      customer_code: 'FOOTSM',
      colour: 'Purple',
      alarm_code: '2468',
    });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({
      key_name: 'Footscray Market dock',
      customer_name: 'Footscray Fresh Market',
      alarm_code: '2468',
      checkout_user: null,
    });
    // The alarm code is answered to an administrator but never kept in the activity log.
    const logged = await server.db
      .select({ request: activityLog.request, response: activityLog.response })
      .from(activityLog)
      .where(eq(activityLog.log_key, 'admin/del_key/check'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('2468');

    const before = await snapshot(server.db, deliveryKeys);
    const unknown = await key(token, 'check', { key_name: 'Ghost', customer_code: 'NOPE99' });
    expect(unknown.status).toBe(400);
    expect(messages(unknown.body)).toEqual([M.customerUnknown('NOPE99')]);
    const taken = await key(token, 'check', {
      key_name: 'footscray market DOCK',
      customer_code: 'FOOTSM',
    });
    expect(taken.status).toBe(409);
    expect(messages(taken.body)).toEqual([M.keyExists('footscray market DOCK')]);
    const missing = await key(token, 'check', { colour: 'Red' });
    expect(missing.status).toBe(400);
    // A customer of the other site is not one of this site's.
    const tasCustomer = await key(token, 'check', { key_name: 'Hobart', customer_code: 'SALAMA' });
    expect(tasCustomer.status).toBe(400);
    expect(await snapshot(server.db, deliveryKeys)).toBe(before);
  });

  it('an update changes only the fields sent; the others keep their values', async () => {
    const token = await server.login('admin');
    const camberwell = await keyNamed(token, 'Camberwell Bistro kitchen');
    const updated = await key(token, 'check', { key_id: camberwell.key_id, colour: 'Silver' });
    expect(updated.status).toBe(200);
    expect(updated.body.results[0]).toMatchObject({
      key_name: 'Camberwell Bistro kitchen',
      customer_code: 'CAMBIS',
      colour: 'Silver',
      alarm_code: '5562',
    });
    const blanks = await key(token, 'check', {
      key_id: camberwell.key_id,
      key_name: '',
      alarm_code: '',
      customer_code: 'RICHGR',
    });
    expect(blanks.body.results[0]).toMatchObject({
      key_name: 'Camberwell Bistro kitchen',
      customer_code: 'RICHGR',
      customer_name: 'Richmond Corner Grocer',
      alarm_code: '5562',
    });
    const missing = await key(token, 'check', { key_id: 999999, colour: 'Red' });
    expect(missing.status).toBe(404);
  });

  it('checks a key out to a member and back; non-members and double check-outs are refused', async () => {
    const token = await server.login('admin');
    const users = await key<TSiteMember>(token, 'users', {});
    expect(users.body.results.map((u) => u.user_id)).toContain('floor');
    expect(users.body.results.map((u) => u.user_id)).not.toContain('partner');

    const richmond = await keyNamed(token, 'Richmond Grocer side gate');
    const before = await snapshot(server.db, deliveryKeys);
    const stranger = await key(token, 'checkout', { key_id: richmond.key_id, user_id: 'partner' });
    expect(stranger.status).toBe(400);
    expect(messages(stranger.body)).toEqual([M.notMember('partner')]);
    const nobody = await key(token, 'checkout', { key_id: richmond.key_id, user_id: 'no.such' });
    expect(nobody.status).toBe(400);
    const notOut = await key(token, 'checkin', { key_id: richmond.key_id });
    expect(notOut.status).toBe(409);
    expect(messages(notOut.body)).toEqual([M.notCheckedOut('Richmond Grocer side gate')]);
    expect(await snapshot(server.db, deliveryKeys)).toBe(before);

    const out = await key(token, 'checkout', { key_id: richmond.key_id, user_id: 'floor' });
    expect(out.status).toBe(200);
    expect(out.body.results[0]).toMatchObject({ checkout_user: 'floor' });
    expect(out.body.results[0]!.checkout_user_name).toBeTruthy();
    expect(out.body.results[0]!.checkout_at).not.toBeNull();
    const twice = await key(token, 'checkout', { key_id: richmond.key_id, user_id: 'admin' });
    expect(twice.status).toBe(409);
    const back = await key(token, 'checkin', { key_id: richmond.key_id });
    expect(back.status).toBe(200);
    expect(back.body.results[0]).toMatchObject({ checkout_user: null, checkout_at: null });
  });

  it("deletes a key; the other site's keys are invisible", async () => {
    const token = await server.login('admin');
    const pizza = await keyNamed(token, 'Dandenong Pizza loading bay');
    const deleted = await key(token, 'delete', { key_id: pizza.key_id });
    expect(deleted.status).toBe(200);
    expect(await keyNamed(token, 'Dandenong Pizza loading bay')).toBeUndefined();
    expect((await key(token, 'delete', { key_id: pizza.key_id })).status).toBe(404);

    const tas = await key(token, 'list', {}, 'TAS');
    expect(tas.status).toBe(200);
    expect(tas.body.results).toEqual([]);
    const lygon = await keyNamed(token, 'Lygon Trattoria rear door');
    const across = await key(token, 'check', { key_id: lygon.key_id, colour: 'Pink' }, 'TAS');
    expect(across.status).toBe(404);
    expect((await keyNamed(token, 'Lygon Trattoria rear door')).colour).toBe('Red');
  });
});

describe('the delivery service’s key calls (delivery1 / key)', () => {
  const delivery = <T = TDeliveryKey>(token: string, action: string, data: unknown) =>
    server.call<T>(token, 'delivery1', { site_id: 'SXD', entity: 'key', action, data });

  it('lists the cabinet: only keys checked out, only the keys of a run’s customers', async () => {
    const viewer = await server.login('viewer');
    const all = await delivery(viewer, 'list', {});
    expect(all.status).toBe(200);
    expect(all.body.results.length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(all.body)).not.toContain('4821');

    const locked = await delivery(viewer, 'list', { locked_only: true });
    expect(locked.body.results.length).toBeGreaterThan(0);
    expect(locked.body.results.every((k) => k.checkout_user !== null)).toBe(true);
    expect(locked.body.results.map((k) => k.key_name)).toContain('Brunswick IGA roller door');
    expect(locked.body.results.length).toBeLessThan(all.body.results.length);

    // A run with orders still to deliver for customers who have keys, by id and by code
    // (a code names the runs of that code in every warehouse).
    const onRunOf = (where: SQL) =>
      rows<{ customer_code: string }>(
        server.db,
        sql`SELECT DISTINCT o.customer_code FROM wms.sales_orders o
            JOIN wms.runs r ON r.site_id = o.site_id AND r.run_id = o.run_id
            WHERE o.site_id = 'SXD' AND lower(o.wms_status) NOT IN ('complete', 'deleted')
              AND ${where}`,
      );
    const [run] = await rows<{ run_id: number; run: string }>(
      server.db,
      sql`SELECT r.run_id, r.run FROM wms.runs r
          JOIN wms.sales_orders o ON o.site_id = r.site_id AND o.run_id = r.run_id
          WHERE r.site_id = 'SXD' AND lower(o.wms_status) NOT IN ('complete', 'deleted')
            AND o.customer_code IN (SELECT customer_code FROM wms.delivery_keys WHERE site_id = 'SXD')
          GROUP BY r.run_id, r.run ORDER BY count(*) DESC, r.run_id LIMIT 1`,
    );
    for (const [value, where] of [
      [run!.run_id, sql`r.run_id = ${run!.run_id}`],
      [run!.run, sql`r.run = ${run!.run}`],
    ] as const) {
      const customers = (await onRunOf(where)).map((c) => c.customer_code);
      const expected = all.body.results
        .filter((k) => customers.includes(k.customer_code))
        .map((k) => k.key_name);
      expect(expected.length).toBeGreaterThan(0);
      const onRun = await delivery(viewer, 'list', { run: value });
      expect(onRun.body.results.map((k) => k.key_name)).toEqual(expected);
    }
    expect((await delivery(viewer, 'list', { run: 'NO-SUCH-RUN' })).body.results).toEqual([]);
  });

  it('adds, updates and deletes a key for the cabinet’s users only', async () => {
    const admin = await server.login('admin');
    const viewer = await server.login('viewer');
    const before = await snapshot(server.db, deliveryKeys);
    for (const [action, data] of [
      ['add', { key_name: 'Viewer key', customer_code: 'BRUIGA' }],
      ['update', { key_id: 1, colour: 'Red' }],
      ['delete', { key_id: 1 }],
    ] as const) {
      expect((await delivery(viewer, action, data)).status).toBe(403);
    }
    expect(await snapshot(server.db, deliveryKeys)).toBe(before);

    const missing = await delivery(admin, 'add', { key_name: 'Side gate' });
    expect(missing.status).toBe(400);
    expect(messages(missing.body)).toEqual([M.customerRequired]);

    const added = await delivery(admin, 'add', {
      key_name: 'Geelong side gate',
      customer_code: 'GEELWF',
      colour: 'Green',
      key_number: 'K-060',
      entry_notes: 'Side gate by the marina; sign in at the office',
    });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({
      key_number: 'K-060',
      entry_notes: 'Side gate by the marina; sign in at the office',
      exit_notes: '',
      special_instructions: '',
    });
    const id = added.body.results[0]!.key_id;
    const updated = await delivery(admin, 'update', {
      key_id: id,
      colour: 'Red',
      alarm_code: '',
      exit_notes: 'Lock the gate behind you',
    });
    expect(updated.body.results[0]).toMatchObject({
      key_name: 'Geelong side gate',
      colour: 'Red',
      customer_name: expect.any(String),
      entry_notes: 'Side gate by the marina; sign in at the office',
      exit_notes: 'Lock the gate behind you',
    });
    const deleted = await delivery(admin, 'delete', { key_id: id });
    expect(deleted.status).toBe(200);
    expect((await delivery(admin, 'delete', { key_id: id })).status).toBe(404);
    expect(await snapshot(server.db, deliveryKeys)).toBe(before);
  });

  it('takes and answers the specification’s field names: key_colour, customer_id, user_id', async () => {
    const admin = await server.login('admin');
    const added = await delivery<TDelivery1Key>(admin, 'add', {
      key_name: 'Geelong cool room',
      customer_id: 'GEELWF',
      key_colour: 'Yellow',
    });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({
      customer_code: 'GEELWF',
      customer_id: 'GEELWF',
      colour: 'Yellow',
      key_colour: 'Yellow',
      user_id: null,
    });
    const id = added.body.results[0]!.key_id;
    const changed = await delivery<TDelivery1Key>(admin, 'update', {
      key_id: id,
      key_colour: 'Purple',
    });
    expect(changed.body.results[0]).toMatchObject({ colour: 'Purple', key_colour: 'Purple' });
    // The cabinet's own name wins when both are sent.
    const both = await delivery<TDelivery1Key>(admin, 'update', {
      key_id: id,
      colour: 'Orange',
      key_colour: 'Pink',
    });
    expect(both.body.results[0]).toMatchObject({ colour: 'Orange', key_colour: 'Orange' });
    const out = (await delivery<TDelivery1Key>(admin, 'list', { locked_only: true })).body.results;
    const bruiga = out.find((k) => k.key_name === 'Brunswick IGA roller door')!;
    expect(bruiga.user_id).toBe(bruiga.checkout_user);
    expect(bruiga.user_id).toBe('floor');
    expect((await delivery(admin, 'delete', { key_id: id })).status).toBe(200);
  });
});
