/**
 * Demo delivery dockets: what arrived against the demo purchase orders (seeded by
 * demo-orders.ts), so the purchase order and docket screens show every derived status of
 * documents 1 and 2 section 4.
 *
 * - an order in progress has one docket RECEIVED (waiting for put-away: the order shows
 *   PUT_AWAY) with what its lines have received so far: Received when every line is in,
 *   else Part Received;
 * - a complete order has one or two dockets, Checked or Complete, processed by the ERP (the
 *   latest of each warehouse Received in full and RECEIVED: not yet put away);
 * - at SXD one docket each is LOCKED (erp_id LOCKED), ERROR (erp_id ERROR), held, Checked,
 *   and has no ERP status (shown Pending Receipt); dockets with no erp_id show Unprocessed;
 * - PO-200001 (the PAS-500-SPAG anchor) has one Part Received docket for the 240 EA its
 *   line 2 has received, not yet sent to the ERP.
 *
 * Docket lines hold what came (carton_qty) against what the order line asked for
 * (quantity_ordered); the purchase order lines are not changed.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { bulkInsert } from './bulk';
import { seedClock } from './clock';
import { rng } from './prng';

export type DocketsOptions = { now: Date; seed: number };

type PoRow = {
  site_id: string;
  purchase_order_id: number;
  purchase_order: string;
  warehouse: string;
  expected_date: string;
  wms_status: string;
  lines: {
    purchase_order_line: number;
    inventory_code: string;
    description: string;
    quantity_ordered: number;
    quantity_received: number;
  }[];
};

type Docket = {
  site_id: string;
  delivery_docket: string;
  purchase_order_id: number;
  warehouse: string;
  received_date: string;
  expected_date: string;
  finalised_date: string | null;
  docket_status: string;
  wms_status: string;
  erp_status: string;
  erp_id: string;
  erp_reference: string;
  hold: boolean;
  delivery_instructions: string;
  received_by: string;
};
type DocketLine = {
  site_id: string;
  delivery_docket: string;
  line_no: number;
  purchase_order_line: number;
  inventory_code: string;
  description: string;
  quantity_ordered: number;
  carton_qty: number;
};

const PREFIXES = ['DN-', 'DN-', 'INV-', 'DD', 'CN-'];
const RECEIVERS: Record<string, string[]> = { SXD: ['floor', 'admin'], TAS: ['admin'] };

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const earlier = (a: string, b: string) => (a < b ? a : b);

export async function seedDockets(db: Db, options: DocketsOptions): Promise<number> {
  const random = rng(options.seed);
  const clock = seedClock(options.now);
  const today = clock.date(clock.now);

  const orders = await rows<PoRow>(
    db,
    sql`SELECT po.site_id, po.purchase_order_id, po.purchase_order, po.warehouse,
               po.expected_date::text AS expected_date, po.wms_status,
               json_agg(json_build_object(
                 'purchase_order_line', l.purchase_order_line, 'inventory_code', l.inventory_code,
                 'description', l.description, 'quantity_ordered', l.quantity_ordered::float8,
                 'quantity_received', l.quantity_received::float8)
                 ORDER BY l.purchase_order_line) AS lines
        FROM wms.purchase_orders po
        JOIN wms.purchase_order_lines l
          ON l.site_id = po.site_id AND l.purchase_order_id = po.purchase_order_id
        WHERE lower(po.wms_status) <> 'new'
        GROUP BY po.site_id, po.purchase_order_id
        ORDER BY po.site_id, po.purchase_order`,
  );

  const used = new Set<string>();
  const docketNumber = (site: string) => {
    for (;;) {
      const n = `${random.pick(PREFIXES)}${random.int(100000, 999999)}`;
      if (!used.has(`${site}/${n}`)) {
        used.add(`${site}/${n}`);
        return n;
      }
    }
  };
  const erpId = () => `PR${random.int(300000, 399999)}`;

  /** The latest complete order of each warehouse: its delivery is in but not put away yet. */
  const latest = new Map<string, string>();
  for (const po of orders)
    if (po.wms_status.toLowerCase() === 'complete') {
      const key = `${po.site_id}/${po.warehouse}`;
      const seen = orders.find(
        (o) => o.purchase_order === latest.get(key) && o.site_id === po.site_id,
      );
      if (!seen || seen.expected_date <= po.expected_date) latest.set(key, po.purchase_order);
    }
  const dockets: Docket[] = [];
  const lines: DocketLine[] = [];
  /** The special cases of SXD, given to its orders in turn (DC1's first) after the anchor. */
  const specials = ['LOCKED', 'ERROR', 'HELD', 'NO_ERP_STATUS', 'CHECKED'];

  for (const po of orders) {
    const lineList =
      typeof po.lines === 'string' ? (JSON.parse(po.lines) as PoRow['lines']) : po.lines;
    const receiver = random.pick(RECEIVERS[po.site_id] ?? ['admin']);
    const base = {
      site_id: po.site_id,
      purchase_order_id: po.purchase_order_id,
      warehouse: po.warehouse,
      expected_date: po.expected_date,
      hold: false,
      delivery_instructions: '',
      received_by: receiver,
    };
    const complete = po.wms_status.toLowerCase() === 'complete';
    const anchor = po.purchase_order === 'PO-200001';
    const special = !anchor && po.site_id === 'SXD' ? specials.shift() : undefined;

    if (!complete) {
      // In progress: one docket of what has come so far, RECEIVED and waiting for put-away.
      const came = lineList.filter((l) => l.quantity_received > 0);
      if (!came.length && !special) continue;
      const arrived = came.length ? came : lineList.slice(0, 1);
      const delivery_docket = docketNumber(po.site_id);
      const all =
        arrived.length === lineList.length &&
        arrived.every((l) => l.quantity_received >= l.quantity_ordered);
      const docket: Docket = {
        ...base,
        delivery_docket,
        received_date: earlier(po.expected_date, today),
        finalised_date: null,
        docket_status: 'RECEIVED',
        wms_status: all ? 'Received' : 'Part Received',
        erp_status: 'Pending Receipt',
        erp_id: anchor || random.next() < 0.5 ? '' : erpId(),
        erp_reference: '',
      };
      applySpecial(docket, special, erpId);
      dockets.push(docket);
      arrived.forEach((l, i) =>
        lines.push({
          site_id: po.site_id,
          delivery_docket,
          line_no: i + 1,
          purchase_order_line: l.purchase_order_line,
          inventory_code: l.inventory_code,
          description: l.description,
          quantity_ordered: l.quantity_ordered,
          carton_qty: l.quantity_received,
        }),
      );
      continue;
    }

    // Complete: one docket, or two when the supplier split the delivery; checked and processed.
    const split = lineList.length > 1 && random.next() < 0.35;
    const parts = split
      ? [
          lineList.slice(0, Math.ceil(lineList.length / 2)),
          lineList.slice(Math.ceil(lineList.length / 2)),
        ]
      : [lineList];
    parts.forEach((part, p) => {
      const delivery_docket = docketNumber(po.site_id);
      const received = earlier(addDays(po.expected_date, p - random.int(0, 2)), today);
      const id = erpId();
      const waiting = latest.get(`${po.site_id}/${po.warehouse}`) === po.purchase_order;
      const docket: Docket = {
        ...base,
        delivery_docket,
        received_date: received,
        finalised_date: waiting ? null : earlier(addDays(received, 1), today),
        docket_status: waiting ? 'RECEIVED' : 'CHECKED',
        wms_status: waiting ? 'Received' : random.next() < 0.3 ? 'Checked' : 'Complete',
        erp_status: random.pick(['Processed', 'Complete', 'Completed']),
        erp_id: id,
        erp_reference: `GRN${id.slice(2)}`,
      };
      if (p === 0) applySpecial(docket, special, erpId);
      dockets.push(docket);
      part.forEach((l, i) =>
        lines.push({
          site_id: po.site_id,
          delivery_docket,
          line_no: i + 1,
          purchase_order_line: l.purchase_order_line,
          inventory_code: l.inventory_code,
          description: l.description,
          quantity_ordered: l.quantity_ordered,
          carton_qty: l.quantity_received,
        }),
      );
    });
  }

  await bulkInsert(
    db,
    'wms.delivery_dockets',
    [
      ['site_id', 'text'],
      ['delivery_docket', 'text'],
      ['purchase_order_id', 'integer'],
      ['warehouse', 'text'],
      ['received_date', 'date'],
      ['expected_date', 'date'],
      ['finalised_date', 'date'],
      ['docket_status', 'text'],
      ['wms_status', 'text'],
      ['erp_status', 'text'],
      ['erp_id', 'text'],
      ['erp_reference', 'text'],
      ['hold', 'boolean'],
      ['delivery_instructions', 'text'],
      ['received_by', 'text'],
    ],
    dockets,
  );
  const ids = new Map(
    (
      await rows<{ site_id: string; delivery_docket: string; id: number }>(
        db,
        sql`SELECT site_id, delivery_docket, delivery_docket_id AS id FROM wms.delivery_dockets`,
      )
    ).map((r) => [`${r.site_id}/${r.delivery_docket}`, r.id]),
  );
  await bulkInsert(
    db,
    'wms.delivery_docket_lines',
    [
      ['site_id', 'text'],
      ['delivery_docket_id', 'integer'],
      ['line_no', 'integer'],
      ['purchase_order_line', 'integer'],
      ['inventory_code', 'text'],
      ['description', 'text'],
      ['quantity_ordered', 'numeric'],
      ['carton_qty', 'numeric'],
    ],
    lines.map(({ delivery_docket, ...l }) => ({
      ...l,
      delivery_docket_id: ids.get(`${l.site_id}/${delivery_docket}`),
    })),
  );
  return dockets.length;
}

/** The special cases: what the ERP connector or a person did to one docket. */
function applySpecial(d: Docket, special: string | undefined, erpId: () => string): void {
  switch (special) {
    case 'LOCKED':
      // The connector holds it: erp_id LOCKED (its status shows LOCKED).
      d.erp_id = 'LOCKED';
      d.erp_status = 'Queued';
      d.erp_reference = '';
      break;
    case 'ERROR':
      // The ERP refused it: erp_id ERROR (its order's ERP status shows ERROR).
      d.erp_id = 'ERROR';
      d.erp_status = 'Error';
      d.wms_status = 'Error';
      d.erp_reference = '';
      break;
    case 'HELD':
      d.hold = true;
      d.delivery_instructions = 'Held: cartons damaged in transit, awaiting supplier credit';
      break;
    case 'NO_ERP_STATUS':
      // Sent before the ERP answered: no ERP status yet (shows Pending Receipt).
      d.erp_id = erpId();
      d.erp_status = '';
      break;
    case 'CHECKED':
      d.wms_status = 'Checked';
      d.docket_status = 'CHECKED';
      break;
  }
}
