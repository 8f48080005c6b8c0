import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROCESS_QUEUE_MESSAGES,
  adjustmentLabel,
  displayErpAction,
  queueRowVariant,
  queueStatus,
  queueWhere,
  type TQueueChange,
  type TQueueItem,
  type TQueueLine,
} from '../../src/contract';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import {
  CUSTOMER,
  ITEM,
  ITEM_DESCRIPTION,
  MOVEMENTS,
  WAREHOUSE,
  WAREHOUSE_NAME,
  arrangeQueue,
} from './process-queue-fixtures';

const server = startServer();

let admin = '';
let floor = '';
let viewer = '';

const work = <T>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'reporting', { site_id: site, entity: 'work', action, data });
const queue = (data: unknown, token = admin, site = 'SXD') =>
  work<TQueueItem>(token, 'queue', { warehouse: WAREHOUSE, ...(data as object) }, site);
const byKey = (items: TQueueItem[]) => Object.fromEntries(items.map((i) => [i.key, i]));
const id = (name: keyof typeof MOVEMENTS) => MOVEMENTS[name]!.id!;

async function erpOf(table: 'sales_orders' | 'movements', where: ReturnType<typeof sql>) {
  const [row] = await rows<{ erp_action: string; erp_id: string }>(
    server.db,
    sql`SELECT erp_action, erp_id FROM ${sql.raw(`wms.${table}`)} WHERE site_id = 'SXD' AND ${where}`,
  );
  return row!;
}

beforeAll(async () => {
  await arrangeQueue(server.db);
  [admin, floor, viewer] = await Promise.all([
    server.login('admin'),
    server.login('floor'),
    server.login('viewer'),
  ]);
  // The demo floor user picks (so view and update at SXD); these checks need a member of
  // SXD with no so module, so this file's floor user has it taken away.
  await server.db.execute(
    sql`DELETE FROM wms.user_permissions WHERE user_id = 'floor' AND module = 'so'`,
  );
});

describe('display rules (document 2 section 4)', () => {
  it('shows SHIPMENT as ERROR and CHECK as FLAGGED; others as they are', () => {
    expect(displayErpAction('SHIPMENT')).toBe('ERROR');
    expect(displayErpAction('check')).toBe('FLAGGED');
    expect(displayErpAction('UPDATE')).toBe('UPDATE');
  });

  it('derives the status from the action, then the connector marks, then the waiting action', () => {
    const so = { document_type: 'SALES_ORDER' as const };
    expect(queueStatus({ ...so, erp_action: '', erp_id: 'ERROR' })).toBe('');
    expect(queueStatus({ ...so, erp_action: 'SHIPMENT' })).toBe('ERROR');
    expect(queueStatus({ ...so, erp_action: 'CHECK', erp_id: 'LOCKED' })).toBe('FLAGGED');
    expect(queueStatus({ ...so, erp_action: 'LOCKED' })).toBe('LOCKED');
    expect(queueStatus({ ...so, erp_action: 'UPDATE', erp_id: 'LOCKED' })).toBe('LOCKED');
    expect(queueStatus({ ...so, erp_action: 'UPDATE', erp_status: 'Error' })).toBe('ERROR');
    expect(queueStatus({ ...so, erp_action: 'UPDATE', erp_id: 'SO1' })).toBe('UPDATE');
    const mo = { document_type: 'MOVEMENT' as const };
    expect(queueStatus({ ...mo, erp_action: 'INVENTORY_CHANGE', erp_id: 'IC-1' })).toBe('');
    expect(queueStatus({ ...mo, erp_action: 'INVENTORY_CHANGE', erp_id: 'ERROR' })).toBe('ERROR');
    expect(queueStatus({ ...mo, erp_action: 'UPDATE', erp_id: '' })).toBe('UPDATE');
  });

  it('colours FLAGGED warning, ERROR danger, LOCKED success, others none', () => {
    expect(queueRowVariant({ status: 'FLAGGED' })).toBe('warning');
    expect(queueRowVariant({ status: 'ERROR' })).toBe('danger');
    expect(queueRowVariant({ status: 'LOCKED' })).toBe('success');
    expect(queueRowVariant({ status: 'UPDATE' })).toBeUndefined();
  });

  it('an adjustment is Write ON when its source is the GL code (no bin), else Write OFF', () => {
    expect(adjustmentLabel({ from_location: '' })).toBe('Write ON');
    expect(adjustmentLabel({ from_location: 'A-01' })).toBe('Write OFF');
    expect(queueWhere({ movement_type: 'WRITE_ON', from_location: '', to_location: 'A' })).toBe(
      'GL → A',
    );
    expect(queueWhere({ movement_type: 'WRITE_OFF', from_location: 'A', to_location: '' })).toBe(
      'A → GL',
    );
    expect(queueWhere({ from_location: 'DC1', to_location: '' })).toBe('DC1');
  });
});

describe('the queue listing (document 2 sections 5 and 7)', () => {
  it.each([[{ warehouse: 'ALL' }], [{ warehouse: '' }], [{ warehouse: null }]])(
    'needs a specific warehouse: %j is refused with the message',
    async (data) => {
      const r = await work(admin, 'queue', data);
      expect(r.status).toBe(400);
      expect(r.body.errors[0]!.message).toBe(PROCESS_QUEUE_MESSAGES.selectWarehouse);
      expect(r.body.results).toEqual([]);
    },
  );

  it('mode ISSUES (the default) lists ERROR, FLAGGED and LOCKED items with their display', async () => {
    const r = await queue({});
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    const items = byKey(r.body.results);
    expect(Object.keys(items).sort()).toEqual(
      [
        'TPQ-DD-1',
        'TPQ-PO-1',
        'TPQ-SO-CHECK',
        'TPQ-SO-ERR',
        'TPQ-SO-LOCK',
        'TPQ-SO-SHIP',
        id('pickLocked'),
        id('writeOffCheck'),
        id('writeOnError'),
      ].sort(),
    );
    expect(items['TPQ-SO-CHECK']).toMatchObject({
      document_type: 'SALES_ORDER',
      type: 'Sales Order',
      action_date: '2032-05-10',
      from_location: WAREHOUSE,
      to_location: CUSTOMER.code,
      quantity: 8,
      erp_action: 'CHECK',
      status: 'FLAGGED',
      what: 'FLAGGED',
      warehouse_name: WAREHOUSE_NAME,
      name: CUSTOMER.name,
    });
    expect(items['TPQ-SO-SHIP']).toMatchObject({ status: 'ERROR', what: 'ERROR' });
    expect(items['TPQ-SO-LOCK']).toMatchObject({ status: 'LOCKED', what: 'LOCKED' });
    expect(items['TPQ-SO-ERR']).toMatchObject({ status: 'ERROR', what: 'UPDATE' });
    expect(items['TPQ-PO-1']).toMatchObject({ type: 'Purchase Order', status: 'FLAGGED' });
    expect(items['TPQ-DD-1']).toMatchObject({
      type: 'Delivery Docket',
      status: 'ERROR',
      quantity: 10,
      action_date: '2032-05-21',
    });
    expect(items[id('writeOnError')]).toMatchObject({
      document_type: 'MOVEMENT',
      type: 'Adjustment',
      what: 'Write ON',
      where: `GL → TPQ-A`,
      status: 'ERROR',
      quantity: 4,
      name: ITEM,
      action_date: '2032-05-01T10:00:00Z',
    });
    expect(items[id('writeOffCheck')]).toMatchObject({
      type: 'Adjustment',
      what: 'Write OFF',
      where: 'TPQ-A → GL',
      status: 'FLAGGED',
    });
    expect(items[id('pickLocked')]).toMatchObject({ type: 'Pick', status: 'LOCKED' });
    // Newest first.
    const dates = r.body.results.map((i) => i.action_date.slice(0, 10));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('mode ALL adds what waits for the connector; a sent movement and a cleared action never show', async () => {
    const r = await queue({ mode: 'ALL' });
    const items = byKey(r.body.results);
    expect(items['TPQ-SO-WAIT']).toMatchObject({ status: 'UPDATE', what: 'UPDATE' });
    expect(items[id('transferWaiting')]).toMatchObject({ type: 'Transfer', status: 'UPDATE' });
    expect(items['TPQ-SO-NONE']).toBeUndefined();
    expect(items['TPQ-SO-DONE']).toBeUndefined();
    expect(items[id('transferSent')]).toBeUndefined();
    expect(r.body.results).toHaveLength(11);
  });

  it('another site’s documents are not listed, nor found', async () => {
    const r = await queue({ mode: 'ALL' });
    expect(byKey(r.body.results)['TPQ-SO-TAS']).toBeUndefined();
    const tas = await queue({}, admin, 'TAS');
    expect(tas.body.results.map((i) => i.key)).toEqual(['TPQ-SO-TAS']);
    const resolve = await work(admin, 'resolve', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-TAS',
      resolution: 'x',
    });
    expect(resolve.status).toBe(404);
    expect(resolve.body.errors[0]!.message).toBe(
      PROCESS_QUEUE_MESSAGES.notFound('Sales Order', 'TPQ-SO-TAS'),
    );
  });

  it('answers the detail lines: Inventory, Description, Serial/Batch, Qty', async () => {
    const so = await work<TQueueLine>(admin, 'lines', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-CHECK',
    });
    expect(so.body.results).toEqual([
      { line_no: 1, inventory_code: ITEM, description: 'SO line 1', serial_batch: '', quantity: 5 },
      { line_no: 2, inventory_code: ITEM, description: 'SO line 2', serial_batch: '', quantity: 3 },
    ]);
    const dd = await work<TQueueLine>(admin, 'lines', {
      document_type: 'DELIVERY_DOCKET',
      key: 'TPQ-DD-1',
    });
    expect(dd.body.results).toEqual([
      {
        line_no: 1,
        inventory_code: ITEM,
        description: 'DD line 1',
        serial_batch: 'B-55',
        quantity: 10,
      },
    ]);
    const mo = await work<TQueueLine>(admin, 'lines', {
      document_type: 'MOVEMENT',
      key: id('writeOnError'),
    });
    expect(mo.body.results).toEqual([
      {
        line_no: 1,
        inventory_code: ITEM,
        description: ITEM_DESCRIPTION,
        serial_batch: 'LOT-7',
        quantity: 4,
      },
    ]);
    const missing = await work(admin, 'lines', { document_type: 'PURCHASE_ORDER', key: 'NOPE' });
    expect(missing.status).toBe(404);
    const badKey = await work(admin, 'lines', { document_type: 'MOVEMENT', key: 'abc' });
    expect(badKey.status).toBe(400);
  });
});

describe('resolve and retry (document 2 section 4)', () => {
  it('resolve needs the resolution text', async () => {
    const r = await work(admin, 'resolve', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-CHECK',
      resolution: '   ',
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.errors)).toContain(PROCESS_QUEUE_MESSAGES.resolutionRequired);
    expect((await erpOf('sales_orders', sql`sales_order = 'TPQ-SO-CHECK'`)).erp_action).toBe(
      'CHECK',
    );
  });

  it('resolve clears the ERP action and records the text with who; the item leaves the queue and shows as resolved', async () => {
    const r = await work<TQueueChange>(admin, 'resolve', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-CHECK',
      resolution: '  Customer confirmed by phone  ',
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(r.body.results[0]).toMatchObject({
      key: 'TPQ-SO-CHECK',
      erp_action: '',
      status: '',
      resolution: 'Customer confirmed by phone',
      resolved_by: 'admin',
    });
    expect(r.body.info[0]!.message).toBe(
      PROCESS_QUEUE_MESSAGES.resolved('Sales Order', 'TPQ-SO-CHECK'),
    );
    expect((await erpOf('sales_orders', sql`sales_order = 'TPQ-SO-CHECK'`)).erp_action).toBe('');
    const recorded = await rows<{ erp_action: string; resolution: string; resolved_by: string }>(
      server.db,
      sql`SELECT erp_action, resolution, resolved_by FROM wms.process_queue_resolutions
          WHERE site_id = 'SXD' AND document_type = 'SALES_ORDER' AND document_key = 'TPQ-SO-CHECK'`,
    );
    expect(recorded).toEqual([
      { erp_action: 'CHECK', resolution: 'Customer confirmed by phone', resolved_by: 'admin' },
    ]);
    const all = await queue({ mode: 'ALL' });
    expect(byKey(all.body.results)['TPQ-SO-CHECK']).toBeUndefined();
    const resolved = await queue({ mode: 'RESOLVED' });
    expect(byKey(resolved.body.results)['TPQ-SO-CHECK']).toMatchObject({
      status: 'RESOLVED',
      what: 'FLAGGED',
      resolution: 'Customer confirmed by phone',
      resolved_by: 'admin',
    });
    const again = await work(admin, 'resolve', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-CHECK',
      resolution: 'twice',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]!.message).toBe(
      PROCESS_QUEUE_MESSAGES.notQueued('Sales Order', 'TPQ-SO-CHECK'),
    );
  });

  it('resolving a refused movement clears only its action: the ledger row and its ERP id stay', async () => {
    const before = await rows(
      server.db,
      sql`SELECT * FROM wms.movements WHERE site_id = 'SXD' AND movement_id = ${Number(id('writeOnError'))}`,
    );
    const r = await work<TQueueChange>(admin, 'resolve', {
      document_type: 'MOVEMENT',
      key: id('writeOnError'),
      resolution: 'Stock take variance booked in the ERP',
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    const after = await rows(
      server.db,
      sql`SELECT * FROM wms.movements WHERE site_id = 'SXD' AND movement_id = ${Number(id('writeOnError'))}`,
    );
    expect(after[0]).toEqual({ ...before[0], erp_action: '' });
    const issues = await queue({});
    expect(byKey(issues.body.results)[id('writeOnError')]).toBeUndefined();
  });

  it('retry sets UPDATE and, for a movement, clears the ERP id: it leaves the issues', async () => {
    const r = await work<TQueueChange>(admin, 'retry', {
      document_type: 'MOVEMENT',
      key: id('writeOffCheck'),
    });
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(r.body.results[0]).toMatchObject({ erp_action: 'UPDATE', erp_id: '', status: 'UPDATE' });
    expect(r.body.info[0]!.message).toBe(PROCESS_QUEUE_MESSAGES.retried);
    expect(await erpOf('movements', sql`movement_id = ${Number(id('writeOffCheck'))}`)).toEqual({
      erp_action: 'UPDATE',
      erp_id: '',
    });
    const so = await work<TQueueChange>(admin, 'retry', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-SHIP',
    });
    expect(so.body.results[0]).toMatchObject({ erp_action: 'UPDATE', status: 'UPDATE' });
    const issues = byKey((await queue({})).body.results);
    expect(issues[id('writeOffCheck')]).toBeUndefined();
    expect(issues['TPQ-SO-SHIP']).toBeUndefined();
    const all = byKey((await queue({ mode: 'ALL' })).body.results);
    expect(all[id('writeOffCheck')]).toMatchObject({ status: 'UPDATE', what: 'Write OFF' });
    // A docket keeps its ERROR erp_id: retry asks the connector again, the mark stays till then.
    const dd = await work<TQueueChange>(admin, 'retry', {
      document_type: 'DELIVERY_DOCKET',
      key: 'TPQ-DD-1',
    });
    expect(dd.body.results[0]).toMatchObject({
      erp_action: 'UPDATE',
      erp_id: 'ERROR',
      status: 'ERROR',
    });
  });

  it('movements still refuse any other change, for the owner too', async () => {
    const movement = Number(id('pickLocked'));
    const refusal = (e: unknown) => {
      const err = e as Error & { cause?: Error };
      return `${err.message} ${err.cause?.message ?? ''}`;
    };
    const update = await server.db
      .execute(
        sql`UPDATE wms.movements SET movement_qty = 99
                   WHERE site_id = 'SXD' AND movement_id = ${movement}`,
      )
      .then(() => 'updated', refusal);
    expect(update).toMatch(/immutable/);
    const remove = await server.db
      .execute(sql`DELETE FROM wms.movements WHERE site_id = 'SXD' AND movement_id = ${movement}`)
      .then(() => 'deleted', refusal);
    expect(remove).toMatch(/immutable/);
  });
});

describe('permissions', () => {
  it('the queue is for every member, listing the document types they may view', async () => {
    expect(
      (await work(undefined as unknown as string, 'queue', { warehouse: WAREHOUSE })).status,
    ).toBe(401);
    const r = await queue({ mode: 'ALL' }, floor);
    expect(r.status, JSON.stringify(r.body.errors)).toBe(200);
    expect(new Set(r.body.results.map((i) => i.document_type))).toEqual(new Set(['MOVEMENT']));
    const v = await queue({ mode: 'ALL' }, viewer);
    expect(v.status).toBe(200);
    expect(v.body.results.length).toBeGreaterThan(0);
  });

  it('resolve and retry need the update flag of the document’s module', async () => {
    const soByFloor = await work(floor, 'retry', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-LOCK',
    });
    expect(soByFloor.status).toBe(403);
    const linesByFloor = await work(floor, 'lines', {
      document_type: 'SALES_ORDER',
      key: 'TPQ-SO-LOCK',
    });
    expect(linesByFloor.status).toBe(403);
    const byViewer = await work(viewer, 'resolve', {
      document_type: 'MOVEMENT',
      key: id('pickLocked'),
      resolution: 'no',
    });
    expect(byViewer.status).toBe(403);
    expect((await erpOf('sales_orders', sql`sales_order = 'TPQ-SO-LOCK'`)).erp_action).toBe(
      'LOCKED',
    );
    expect(await erpOf('movements', sql`movement_id = ${Number(id('pickLocked'))}`)).toEqual({
      erp_action: 'INVENTORY_CHANGE',
      erp_id: 'LOCKED',
    });
    const moByFloor = await work<TQueueChange>(floor, 'resolve', {
      document_type: 'MOVEMENT',
      key: id('pickLocked'),
      resolution: 'Released in the ERP',
    });
    expect(moByFloor.status, JSON.stringify(moByFloor.body.errors)).toBe(200);
    expect(moByFloor.body.results[0]).toMatchObject({ resolved_by: 'floor', erp_action: '' });
  });
});
