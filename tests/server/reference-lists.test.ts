import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  hourText,
  REFERENCE_LIST_MESSAGES as M,
  type TEnvelopeAnswer,
  type TFormRow,
  type TListRow,
  type TListWithValues,
  type TOrderTypeRow,
  type TReasonCode,
  type TShift,
} from '../../src/contract';
import { inSite } from '../../server/db/rls';
import { rows } from '../../server/db/sql';
import { locations, reasonCodes, shifts } from '../../server/db/schema';
import { runSqlList } from '../../server/areas/lists/sql-list';
import { startServer } from './harness';
import { countRows, snapshot } from './helpers';

const server = startServer();

const admin = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity, action, data });

const rest = <T>(...args: Parameters<typeof server.rest>) => server.rest<T>(...args);

const message = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

describe('reason codes (admin / reason_code; old REST /api/reason_code)', () => {
  it('adds with every flag, renames, refuses a taken code and deletes', async () => {
    const token = await server.login('admin');
    const added = await admin<TReasonCode>(token, 'reason_code', 'check', {
      reason_code: 'NOS',
      description: 'Not on shelf',
      use_on_picking: true,
      need_replenish: true,
    });
    expect(added.status).toBe(200);
    const row = added.body.results[0]!;
    expect(row).toMatchObject({
      reason_code: 'NOS',
      description: 'Not on shelf',
      use_on_picking: true,
      need_replenish: true,
      use_on_receipt: false,
      de_pick: false,
    });
    const taken = await admin(token, 'reason_code', 'check', {
      reason_code: 'DMG',
      description: 'Another damaged',
    });
    expect(taken.status).toBe(409);
    expect(message(taken.body)).toEqual([M.reasonCodeExists('DMG')]);
    const renamed = await admin<TReasonCode>(token, 'reason_code', 'check', {
      reason_code: { ...row, description: 'Not on the shelf', capture_signature: true },
    });
    expect(renamed.body.results[0]).toMatchObject({
      reason_id: row.reason_id,
      description: 'Not on the shelf',
      capture_signature: true,
    });
    const picking = await admin<TReasonCode>(token, 'reason_code', 'list', {
      use_on_picking: true,
    });
    expect(picking.body.results.map((r) => r.reason_code)).toContain('NOS');
    const gone = await admin<TReasonCode>(token, 'reason_code', 'delete', {
      reason_id: row.reason_id,
    });
    expect(gone.body.results[0]!.reason_code).toBe('NOS');
    const again = await admin(token, 'reason_code', 'get', { reason_code: 'NOS' });
    expect(again.status).toBe(404);
    expect(message(again.body)).toEqual([M.reasonCodeNotFound("'NOS'")]);
  });

  it('refuses a blank code or description and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, reasonCodes);
    const bad = await admin(token, 'reason_code', 'check', { reason_code: '', description: '' });
    expect(bad.status).toBe(400);
    expect(await snapshot(server.db, reasonCodes)).toBe(before);
  });

  it('the old REST API: GET one or the list, PUT list, POST save, DELETE', async () => {
    const token = await server.login('admin');
    const saved = await rest<TReasonCode>(token, 'POST', '/api/reason_code/', {
      site_id: 'SXD',
      reason_code: 'CR',
      description: 'Customer refused',
      use_on_delivery: true,
    });
    expect(saved.status).toBe(200);
    const one = await rest<TReasonCode>(
      token,
      'GET',
      '/api/reason_code?site_id=SXD&reason_code=CR',
    );
    expect(one.body.results).toHaveLength(1);
    expect(one.body.results[0]!.use_on_delivery).toBe(true);
    const all = await rest<TReasonCode>(token, 'GET', '/api/reason_code?site_id=SXD');
    expect(all.body.results.map((r) => r.reason_code)).toContain('CR');
    const put = await rest<TReasonCode>(token, 'PUT', '/api/reason_code/', { site_id: 'SXD' });
    expect(put.body.results.length).toBe(all.body.results.length);
    const del = await rest(token, 'DELETE', '/api/reason_code/', {
      site_id: 'SXD',
      reason_code: 'CR',
    });
    expect(del.status).toBe(200);
    const tas = await rest<TReasonCode>(
      token,
      'GET',
      '/api/reason_code?site_id=TAS&reason_code=CR',
    );
    expect(tas.status).toBe(404);
  });

  it('save needs admin update and delete admin delete; anyone at the site lists them', async () => {
    const viewer = await server.login('viewer');
    expect((await admin(viewer, 'reason_code', 'list', {})).status).toBe(200);
    const save = await admin(viewer, 'reason_code', 'check', {
      reason_code: 'X',
      description: 'X',
    });
    expect(save.status).toBe(403);
    expect((await admin(viewer, 'reason_code', 'delete', { reason_code: 'DMG' })).status).toBe(403);
  });
});

describe('shifts (admin / shift: check and delete via items)', () => {
  it('saves hours as whole numbers (a padded "06" too) and deletes', async () => {
    const token = await server.login('admin');
    const saved = await admin<TShift>(token, 'shift', 'check', {
      items: [{ shift: 'TWILIGHT', shift_name: 'Twilight shift', start_hour: '06', end_hour: 24 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results).toEqual([
      { shift: 'TWILIGHT', shift_name: 'Twilight shift', start_hour: 6, end_hour: 24 },
    ]);
    const listed = await admin<TShift>(token, 'shift', 'list', {});
    expect(listed.body.results.map((s) => s.shift)).toContain('TWILIGHT');
    const deleted = await admin<TShift>(token, 'shift', 'delete', {
      items: [{ shift: 'TWILIGHT' }],
    });
    expect(deleted.body.results.map((s) => s.shift)).toEqual(['TWILIGHT']);
  });

  it('refuses an hour outside 0-24 or not a number, with the message, and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, shifts);
    for (const bad of [25, -1, 'ab', '', 6.5]) {
      const r = await admin(token, 'shift', 'check', {
        items: [{ shift: 'BAD', shift_name: 'Bad', start_hour: bad, end_hour: 10 }],
      });
      expect(r.status).toBe(400);
      expect(message(r.body)).toContain(M.hour);
    }
    expect(await snapshot(server.db, shifts)).toBe(before);
  });

  it('refuses deleting a missing shift, deleting none; save and delete need a site', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, shifts);
    const r = await admin(token, 'shift', 'delete', {
      items: [{ shift: 'DAY' }, { shift: 'NOPE' }],
    });
    expect(r.status).toBe(400);
    expect(message(r.body)).toEqual([M.shiftNotFound('NOPE')]);
    const noSite = await server.call(token, 'admin', {
      entity: 'shift',
      action: 'delete',
      data: { items: [{ shift: 'DAY' }] },
    });
    expect(noSite.status).toBe(400);
    expect(await snapshot(server.db, shifts)).toBe(before);
  });
});

describe('the hour field (document 3 section 5)', () => {
  it('pads a single digit, empties anything not an hour 0-24', () => {
    expect(['6', '06', '0', '24', '25', 'ab', '', '1x'].map(hourText)).toEqual([
      '06',
      '06',
      '00',
      '24',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('order types (admin / order_type)', () => {
  it('adds with the defaults, gets by id, searches, refuses a taken code, deletes', async () => {
    const token = await server.login('admin');
    const added = await admin<TOrderTypeRow>(token, 'order_type', 'check', {
      order_type: 'BACK',
      order_type_name: 'Back order',
    });
    expect(added.status).toBe(200);
    const row = added.body.results[0]!;
    expect(row).toMatchObject({ order_type: 'BACK', allow_addnl_invs: false, warn: true });
    const got = await admin<TOrderTypeRow>(token, 'order_type', 'get', {
      order_type_id: row.order_type_id,
    });
    expect(got.body.results[0]).toEqual(row);
    const found = await admin<TOrderTypeRow>(token, 'order_type', 'list', { search_term: 'back' });
    expect(found.body.results.map((o) => o.order_type)).toEqual(['BACK']);
    const short = await admin<TOrderTypeRow>(token, 'order_type', 'list', { search_term: 'b' });
    expect(short.body.results.length).toBeGreaterThan(1);
    const taken = await admin(token, 'order_type', 'check', {
      order_type: 'STD',
      order_type_name: 'Again',
    });
    expect(taken.status).toBe(409);
    expect(message(taken.body)).toEqual([M.orderTypeExists('STD')]);
    await admin(token, 'order_type', 'delete', { order_type_id: row.order_type_id });
    const gone = await admin(token, 'order_type', 'get', { order_type_id: row.order_type_id });
    expect(gone.status).toBe(404);
  });
});

describe('forms (admin / forms, form / form, REST /api/wms_form)', () => {
  it('numbers the fields in order on save; fields as JSON text are read too', async () => {
    const token = await server.login('admin');
    const saved = await admin<TFormRow>(token, 'forms', 'check', {
      form: {
        form_name: 'Returns check',
        fields: [
          { label: 'Condition', type: 'select', options: ['Good', 'Damaged'], sequence: 9 },
          { label: 'Photo', type: 'photo', required: true, sequence: 1 },
          { label: 'Notes' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]!.fields.map((f) => [f.sequence, f.label, f.type])).toEqual([
      [1, 'Condition', 'select'],
      [2, 'Photo', 'photo'],
      [3, 'Notes', 'text'],
    ]);
    const text = await server.call<TFormRow>(token, 'form', {
      site_id: 'SXD',
      entity: 'form',
      action: 'check',
      data: { form_name: 'Returns check', fields: JSON.stringify([{ label: 'Only' }]) },
    });
    expect(text.body.results[0]!.fields).toEqual([
      { label: 'Only', description: '', type: 'text', required: false, sequence: 1, options: [] },
    ]);
    const got = await server.call<TFormRow>(token, 'form', {
      site_id: 'SXD',
      entity: 'form',
      action: 'get',
      data: { form_name: 'Returns check' },
    });
    expect(got.body.results[0]!.fields).toHaveLength(1);
  });

  it('refuses a form without a name, bad JSON text or an unknown field type', async () => {
    const token = await server.login('admin');
    const noName = await admin(token, 'forms', 'check', { form_name: '', fields: [] });
    expect(noName.status).toBe(400);
    const badText = await admin(token, 'forms', 'check', { form_name: 'X', fields: '[{' });
    expect(message(badText.body)).toContain(M.formFieldsText);
    const badType = await admin(token, 'forms', 'check', {
      form_name: 'X',
      fields: [{ label: 'A', type: 'video' }],
    });
    expect(message(badType.body)).toContain('Please Select a Field Type');
  });

  it('REST /api/wms_form: POST save, GET one and the list, PUT list, DELETE', async () => {
    const token = await server.login('admin');
    const posted = await rest<TFormRow>(token, 'POST', '/api/wms_form/', {
      site_id: 'SXD',
      form: { form_name: 'Dock audit', fields: [{ label: 'Seal intact', type: 'checkbox' }] },
    });
    expect(posted.status).toBe(200);
    const one = await rest<TFormRow>(
      token,
      'GET',
      '/api/wms_form?site_id=SXD&form_name=Dock%20audit',
    );
    expect(one.body.results[0]!.fields[0]!.label).toBe('Seal intact');
    const all = await rest<TFormRow>(token, 'GET', '/api/wms_form?site_id=SXD');
    expect(all.body.results.map((f) => f.form_name)).toContain('Vehicle prestart checklist');
    const put = await rest<TFormRow>(token, 'PUT', '/api/wms_form/', { site_id: 'SXD' });
    expect(put.body.results.length).toBe(all.body.results.length);
    const del = await rest(token, 'DELETE', '/api/wms_form/', {
      site_id: 'SXD',
      form: { form_name: 'Dock audit' },
    });
    expect(del.status).toBe(200);
    const gone = await rest(token, 'GET', '/api/wms_form?site_id=SXD&form_name=Dock%20audit');
    expect(gone.status).toBe(404);
    expect(message(gone.body)).toEqual([M.formNotFound('Dock audit')]);
  });
});

describe('lists (admin / list)', () => {
  const saveList = async (token: string, list: object) =>
    admin<TListRow>(token, 'list', 'check', { list: { list_name: 'T', ...list } });
  const getValues = async (token: string, listId: number) =>
    admin<TListWithValues>(token, 'list', 'get', { list_id: listId });

  it('a VALUE list answers its comma string as rows; numbers are checked', async () => {
    const token = await server.login('admin');
    const saved = await saveList(token, {
      list_name: 'Carton sizes',
      list_values: ' Small, Medium ,,Large ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toMatchObject({
      list_values: 'Small,Medium,Large',
      list_type: 'VALUE',
    });
    const got = await getValues(token, saved.body.results[0]!.list_id);
    expect(got.body.results[0]!.values.map((v) => v.list_value)).toEqual([
      'Small',
      'Medium',
      'Large',
    ]);
    const notNumber = await saveList(token, {
      list_name: 'Weights',
      list_value_type: 'number',
      list_values: '5,ten',
    });
    expect(message(notNumber.body)).toEqual([M.listValueNotNumber('ten')]);
    const empty = await saveList(token, { list_name: 'Empty', list_values: ' , ' });
    expect(message(empty.body)).toEqual([M.listValuesNeeded]);
    const listed = await admin<TListRow>(token, 'list', 'list', { search_term: 'carton' });
    expect(listed.body.results.map((l) => l.list_name)).toEqual(['Carton sizes']);
  });

  it("the demo SQL list answers the site's storage kinds, the VALUE list its pallet types", async () => {
    const token = await server.login('admin');
    const listed = await admin<TListRow>(token, 'list', 'list', {});
    const byName = new Map(listed.body.results.map((l) => [l.list_name, l]));
    const storageKinds = await getValues(token, byName.get('Storage kinds')!.list_id);
    const own = await rows<{ storage: string; storage_name: string }>(
      server.db,
      sql`SELECT storage, storage_name FROM wms.storage WHERE site_id = 'SXD'`,
    );
    expect(storageKinds.body.results[0]!.values.map((v) => v.list_value).sort()).toEqual(
      own.map((s) => s.storage).sort(),
    );
    const pallets = await getValues(token, byName.get('Pallet types')!.list_id);
    expect(pallets.body.results[0]!.values.map((v) => v.list_value)).toContain('CHEP');
  });

  it("an SQL list reads this site's rows only, whatever its condition says", async () => {
    const token = await server.login('admin');
    const own = await rows<{ warehouse: string }>(
      server.db,
      sql`SELECT warehouse FROM wms.warehouses WHERE site_id = 'SXD' ORDER BY warehouse`,
    );
    const other = await rows<{ warehouse: string }>(
      server.db,
      sql`SELECT warehouse FROM wms.warehouses WHERE site_id = 'TAS'`,
    );
    expect(other.length).toBeGreaterThan(0);
    const saved = await saveList(token, {
      list_name: 'Warehouses',
      list_type: 'SQL',
      database: 'production',
      database_table: 'warehouses',
      value_field: 'warehouse',
      text_field: 'warehouse_name',
    });
    expect(saved.status).toBe(200);
    const got = await getValues(token, saved.body.results[0]!.list_id);
    expect(got.status).toBe(200);
    expect(got.body.results[0]!.values.map((v) => v.list_value).sort()).toEqual(
      own.map((w) => w.warehouse),
    );
    const tas = await saveList(token, {
      list_id: saved.body.results[0]!.list_id,
      list_name: 'Warehouses',
      list_type: 'SQL',
      database_table: 'warehouses',
      value_field: 'warehouse',
      condition: "site_id = 'TAS' OR site_id <> 'SXD'",
    });
    expect(tas.status).toBe(200);
    const none = await getValues(token, saved.body.results[0]!.list_id);
    expect(none.status).toBe(200);
    expect(none.body.results[0]!.values).toEqual([]);
    // The request goes on as before: the activity log and the next call still work.
    expect((await admin(token, 'list', 'list', {})).status).toBe(200);
  });

  it('users, sessions and settings cannot be read, by table or by condition', async () => {
    const token = await server.login('admin');
    for (const table of ['users', 'sessions', 'site_settings', 'idempotency_keys', 'documents']) {
      const r = await saveList(token, {
        list_name: `Secret ${table}`,
        list_type: 'SQL',
        database_table: table,
        value_field: 'site_id',
      });
      expect(r.status).toBe(400);
      expect(message(r.body)).toEqual([M.listTableNotAllowed(table)]);
    }
    const sneaky = await saveList(token, {
      list_name: 'Sneaky',
      list_type: 'SQL',
      database_table: 'warehouses',
      value_field: 'warehouse',
      condition: 'warehouse IN (SELECT user_id FROM wms.users)',
    });
    expect(sneaky.status).toBe(200);
    const got = await getValues(token, sneaky.body.results[0]!.list_id);
    expect(got.status).toBe(400);
    expect(message(got.body)).toEqual([M.listQueryDenied]);
    const sessions = await saveList(token, {
      list_id: sneaky.body.results[0]!.list_id,
      list_name: 'Sneaky',
      list_type: 'SQL',
      database_table: 'warehouses',
      value_field: 'warehouse',
      condition: 'EXISTS (SELECT 1 FROM wms.sessions)',
    });
    expect(sessions.status).toBe(200);
    expect(message((await getValues(token, sneaky.body.results[0]!.list_id)).body)).toEqual([
      M.listQueryDenied,
    ]);
  });

  it('refuses function calls, comments and statement separators in a condition', async () => {
    const token = await server.login('admin');
    const base = {
      list_name: 'Bad',
      list_type: 'SQL',
      database_table: 'locations',
      value_field: 'location',
    };
    for (const condition of [
      "set_config('app.site_id', 'TAS', true) <> ''",
      "set_config('role', 'none', true) IS NOT NULL",
      'pg_sleep(5) IS NULL',
      'true; DELETE FROM wms.locations',
      'true -- comment',
      "location = E'\\''",
      'wms.sales_order_text_matches(site_id, location, location) IS NULL',
      'true) OR (true',
      '(true',
    ]) {
      const r = await saveList(token, { ...base, condition });
      expect(r.status, condition).toBe(400);
      expect(message(r.body)[0], condition).toMatch(/^The list condition cannot be used: /);
    }
    const ok = await saveList(token, { ...base, condition: "lower(location) LIKE 'a%'" });
    expect(ok.status).toBe(200);
  });

  it('a write hidden in a condition is refused and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await countRows(server.db, locations);
    const saved = await saveList(token, {
      list_name: 'Writer',
      list_type: 'SQL',
      database_table: 'locations',
      value_field: 'location',
      condition:
        'location IN (WITH d AS (DELETE FROM wms.locations RETURNING location) SELECT location FROM d)',
    });
    expect(saved.status).toBe(200);
    const got = await getValues(token, saved.body.results[0]!.list_id);
    expect(got.status).toBe(400);
    expect(message(got.body)[0]).toMatch(/^The list query failed: /);
    expect(await countRows(server.db, locations)).toBe(before);
  });

  it('a query that would read too much is refused before it runs', async () => {
    const token = await server.login('admin');
    const saved = await saveList(token, {
      list_name: 'Costly',
      list_type: 'SQL',
      database_table: 'locations',
      value_field: 'location',
      condition:
        '(SELECT count(*) FROM wms.locations a, wms.locations b, wms.locations c, wms.locations d) > 0',
    });
    expect(saved.status).toBe(200);
    const got = await getValues(token, saved.body.results[0]!.list_id);
    expect(got.status).toBe(400);
    expect(message(got.body), JSON.stringify(got.body)).toEqual([M.listQueryTooCostly]);
  });

  it('a long query is stopped by the statement timeout (PostgreSQL)', async () => {
    const started = Date.now();
    await expect(
      inSite(server.db, 'SXD', (tx) =>
        runSqlList(
          tx,
          {
            database_table: 'locations',
            value_field: 'location',
            text_field: '',
            condition:
              '(SELECT count(*) FROM wms.locations a, wms.locations b, wms.locations c) > 0',
          },
          { timeoutMs: 300, maxCost: Number.POSITIVE_INFINITY },
        ),
      ),
    ).rejects.toThrow(M.listQueryTimedOut);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('list and get need admin view; check admin update; delete admin delete', async () => {
    const floor = await server.login('floor');
    expect((await admin(floor, 'list', 'list', {})).status).toBe(403);
    const viewer = await server.login('viewer');
    expect((await admin(viewer, 'list', 'list', {})).status).toBe(200);
    expect(
      (await admin(viewer, 'list', 'check', { list_name: 'V', list_values: 'a' })).status,
    ).toBe(403);
    expect((await admin(viewer, 'list', 'delete', { list_id: 1 })).status).toBe(403);
    expect(
      (await admin(viewer, 'order_type', 'check', { order_type: 'A', order_type_name: 'A' }))
        .status,
    ).toBe(403);
    expect((await admin(viewer, 'forms', 'delete', { form_name: 'Delivery check' })).status).toBe(
      403,
    );
  });
});
