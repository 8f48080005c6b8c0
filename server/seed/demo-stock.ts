/**
 * Demo stock: ~1,900 inventory items over SXD (a Melbourne grocery/FMCG distributor) and TAS
 * (a Tasmanian seafood processor) with their stocking factors (GS1 GTIN-13/14 barcodes), pick
 * faces per warehouse, serial batches with date codes, and 60 days of movements from which the
 * on hands are built (on hand = sum of movements per key, never negative at any point).
 *
 * FIXED ANCHORS other tests rely on (keep them when changing this file):
 *
 * - SXD `PAS-500-SPAG` "Spaghetti No.5 500g": base unit EA, tracking NONE, storage group AMB;
 *   stocking factors EA (GTIN-13 9312345100019), CTN of 20 (GTIN-14 19312345100016) and PAL of
 *   1200 (GTIN-14 29312345100013); item GTIN = the EA barcode.
 *   DC1: pick face `A-01-01-A`; on hand 240 EA at A-01-01-A and 1200 EA at the reserve
 *   location `C-02-02-A` (A-BULK); DC1 has no other stock of it.
 *   Committed: open sales order lines SO-100001 (100 EA as 5 CTN, new) and SO-100002
 *   (48 EA ordered, 24 supplied, in_progress) → 124 EA committed.
 *   Incoming: purchase order PO-200001 (line 1: 60 CTN of 20 = 1200 EA, 0 received; line 2
 *   600 EA ordered, 240 received) → 1560 EA incoming.
 * - TAS `SAL-ATL-FIL-1KG` "Atlantic Salmon Fillet 1kg": base unit EA, tracking BATCH_EXPIRY,
 *   storage group CHL; factors EA and CTN of 10. HBT: pick face `A-01-01-A` (C-CHILL), four
 *   batches with date codes relative to the seed day (D = today):
 *     HB{D-9}-01 use-by D+1, 12 EA at the pick face;
 *     HB{D-6}-01 use-by D+4, 40 EA at reserve `B-01-02-A`, QUARANTINED;
 *     HB{D-4}-01 use-by D+6, 30 EA at reserve `B-01-02-A`, RECALLED (recall_reason set);
 *     HB{D-1}-01 use-by D+9, 20 EA at the pick face and 80 EA at `B-01-02-A`.
 *   (HB{date} is HB + YYMMDD of the pack day.)
 * - Movements carry an ERP id like 'IC-104233'; a few carry 'ERROR' (the ERRORS search);
 *   movements of the last 24 hours have none yet (not sent).
 *
 * Everything is deterministic (mulberry32) apart from dates, which are relative to the seed day.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { bulkInsert } from './bulk';
import {
  SXD_FAMILIES,
  TAS_FAMILIES,
  type Family,
  type Temperature,
  type Variant,
} from './demo-catalogue';
import type { DemoLocation } from './demo-locations';
import { seedClock, type SeedClock } from './clock';
import { gtin13, gtin14 } from './gs1';
import { rng, type Rng } from './prng';

export const ANCHOR_SXD_ITEM = 'PAS-500-SPAG';
export const ANCHOR_SXD_PICK_FACE = 'A-01-01-A';
export const ANCHOR_SXD_RESERVE = 'C-02-02-A';
export const ANCHOR_TAS_ITEM = 'SAL-ATL-FIL-1KG';
export const ANCHOR_TAS_PICK_FACE = 'A-01-01-A';
export const ANCHOR_TAS_RESERVE = 'B-01-02-A';
export const ANCHOR_RECALL_REASON =
  'Supplier recall RC-114: Listeria monocytogenes detected in processing room swab';

const DAY = 86_400_000;

/** A generated inventory item with its factors. */
export type DemoItem = {
  site_id: string;
  inventory_code: string;
  inventory_description: string;
  unit_of_measure: 'EA' | 'KG';
  storage: string;
  storage_group: string;
  tracking_type: string;
  gtin: string;
  category: string;
  temperature: Temperature;
  shelfLifeDays: number;
  variant: Variant;
  factors: {
    unit_of_measure: string;
    barcode: string;
    pack_size: number;
    weight: number;
    height: number;
    length: number;
    depth: number;
  }[];
};

/** What the orders seed needs of an item stocked in a warehouse. */
export type StockedItem = {
  site_id: string;
  warehouse: string;
  inventory_code: string;
  description: string;
  unit: string;
  perCarton: number;
  /** Typical daily demand in base units. */
  daily: number;
};

export type MovementSeedRow = {
  site_id: string;
  timestamp: string;
  operator: string;
  movement_type: string;
  warehouse: string;
  inventory_code: string;
  from_location: string;
  to_location: string;
  serial_batch: string;
  date_code: string;
  movement_qty: number;
  reference: string;
  notes: string;
  erp_id: string;
  erp_action: string;
  wms_status: string;
};

type BatchRow = {
  site_id: string;
  inventory_code: string;
  serial_batch: string;
  date_code: string;
  quarantine: boolean;
  recall: boolean;
  recall_reason: string;
};

const STORAGE_OF: Record<Temperature, string> = { AMBIENT: 'SHF', CHILLED: 'COLD', FROZEN: 'FRZ' };
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Build a family's items: the house brand's first, then the other brands' (shuffled). */
function familyItems(
  family: Family,
  prefix: string,
  nextRef: () => number,
  scale: number,
  random: Rng,
): DemoItem[] {
  const house: [string, string, string, Variant][] = [];
  const others: [string, string, string, Variant][] = [];
  for (const [brandCode, brandName] of family.brands) {
    for (const [template, name, variantCodes] of family.products) {
      for (const vc of variantCodes) {
        const variant = family.variants.find((x) => x.code === vc);
        if (!variant) throw new Error(`${template}: no variant ${vc}`);
        const code = template.replace('{v}', vc) + (brandCode ? `-${brandCode}` : '');
        const description = `${brandName ? `${brandName} ` : ''}${name} ${variant.label}`;
        (brandCode ? others : house).push([code, description, brandName, variant]);
      }
    }
  }
  for (let i = others.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  const pool = [...house, ...others];
  const wanted = family.count * scale;
  const out: DemoItem[] = [];
  for (let i = 0; i < wanted; i++) {
    const round = Math.floor(i / pool.length);
    if (round > 0 && scale === 1) break;
    const [code, description, , variant] = pool[i % pool.length]!;
    const unit = variant.unit ?? 'EA';
    const ea = gtin13(prefix, nextRef());
    const [h, l, d] = variant.cm;
    const cols = Math.ceil(Math.sqrt(variant.perCarton));
    const rows = Math.ceil(variant.perCarton / cols);
    const carton = {
      weight: round3(variant.kg * variant.perCarton + 0.4),
      height: h + 2,
      length: Math.min(l * cols + 2, 120),
      depth: Math.min(d * rows + 2, 80),
    };
    const factors: DemoItem['factors'] = [
      {
        unit_of_measure: unit,
        // A catch-weight unit carries no fixed barcode; its carton does (indicator 9).
        barcode: unit === 'KG' ? '' : ea,
        pack_size: 1,
        weight: variant.kg,
        height: h,
        length: l,
        depth: d,
      },
    ];
    if (variant.perCarton > 1 || unit === 'KG') {
      factors.push({
        unit_of_measure: 'CTN',
        barcode: gtin14(unit === 'KG' ? 9 : 1, ea),
        pack_size: variant.perCarton,
        ...carton,
      });
    }
    if (variant.cartonsPerPallet > 0) {
      const perLayer = Math.max(
        1,
        Math.floor(120 / carton.length) * Math.floor(100 / carton.depth),
      );
      const layers = Math.ceil(variant.cartonsPerPallet / perLayer);
      factors.push({
        unit_of_measure: 'PAL',
        barcode: gtin14(2, ea),
        pack_size: variant.perCarton * variant.cartonsPerPallet,
        weight: round3(carton.weight * variant.cartonsPerPallet + 25),
        height: Math.min(15 + layers * carton.height, 220),
        length: 120,
        depth: 100,
      });
    }
    out.push({
      site_id: family.site,
      inventory_code: round ? `${code}-R${round}` : code,
      inventory_description: round ? `${description} (Range ${round})` : description,
      unit_of_measure: unit,
      storage: STORAGE_OF[family.temperature],
      storage_group: family.storageGroup,
      tracking_type: family.tracking,
      gtin: factors.find((f) => f.barcode)?.barcode ?? '',
      category: family.category,
      temperature: family.temperature,
      shelfLifeDays: family.shelfLifeDays,
      variant,
      factors,
    });
  }
  return out;
}

/** Where an item of a temperature is picked from and stored in reserve, per warehouse. */
type Placement = { pick: string[]; reserve: string; reserveFromLevel: number };
const PLACEMENT: Record<string, Partial<Record<Temperature, Placement>>> = {
  DC1: {
    AMBIENT: { pick: ['A-FAST', 'A-BULK@01', 'A-FLOOR'], reserve: 'A-BULK', reserveFromLevel: 2 },
    CHILLED: { pick: ['C-CHILL'], reserve: 'C-CHILL', reserveFromLevel: 1 },
    FROZEN: { pick: ['C-FROZ'], reserve: 'C-FROZ', reserveFromLevel: 1 },
  },
  DC2: {
    CHILLED: { pick: ['C-CHILL'], reserve: 'C-CHILL', reserveFromLevel: 1 },
    FROZEN: { pick: ['C-FROZ', 'F-RACK@01'], reserve: 'F-RACK', reserveFromLevel: 2 },
  },
  HBT: {
    AMBIENT: { pick: ['A-FAST', 'A-BULK@01'], reserve: 'A-BULK', reserveFromLevel: 2 },
    CHILLED: { pick: ['C-CHILL'], reserve: 'C-CHILL', reserveFromLevel: 1 },
    FROZEN: { pick: ['C-FROZ'], reserve: 'C-FROZ', reserveFromLevel: 1 },
  },
  LST: {
    AMBIENT: { pick: ['A-FAST', 'A-BULK@01'], reserve: 'A-BULK', reserveFromLevel: 2 },
  },
  DEV: {
    AMBIENT: { pick: ['A-FAST'], reserve: 'A-BULK', reserveFromLevel: 1 },
    CHILLED: { pick: ['C-CHILL'], reserve: 'C-CHILL', reserveFromLevel: 1 },
    FROZEN: { pick: ['C-FROZ'], reserve: 'C-FROZ', reserveFromLevel: 1 },
  },
};

/** The warehouses an item is stocked in (its first is its main warehouse). */
function warehousesOf(item: DemoItem, random: Rng): string[] {
  const roll = random.next();
  if (item.inventory_code === ANCHOR_SXD_ITEM) return ['DC1'];
  if (item.inventory_code === ANCHOR_TAS_ITEM) return ['HBT'];
  if (item.site_id === 'SXD') {
    if (item.temperature === 'AMBIENT') return ['DC1'];
    if (item.temperature === 'CHILLED') return roll < 0.7 ? ['DC1', 'DC2'] : ['DC2'];
    return roll < 0.4 ? ['DC2', 'DC1'] : ['DC2'];
  }
  if (item.temperature === 'AMBIENT') return roll < 0.6 ? ['HBT', 'LST'] : ['HBT'];
  return roll < 0.3 ? ['HBT', 'DEV'] : ['HBT'];
}

export type StockOptions = {
  now: Date;
  scale: number;
  seed: number;
  /** Multiplies how often an item moves (1 = the demo). */
  activity: number;
  /** Locations generated per "SITE/WAREHOUSE". */
  locations: Map<string, DemoLocation[]>;
  /** Operators (demo staff user ids) per site. */
  operators: Record<string, string[]>;
  gs1Prefix: Record<string, string>;
};

export type StockSummary = {
  items: number;
  movements: number;
  onHands: number;
  stocked: StockedItem[];
};

type Pools = Map<string, { pick: string[]; reserve: string[]; next: number }>;

/** Site -> a running ERP id counter and the movement writer. */
class Ledger {
  rows: MovementSeedRow[] = [];
  batches = new Map<string, BatchRow>();
  private erp = 104000;
  constructor(
    private readonly now: number,
    private readonly random: Rng,
  ) {}
  push(
    row: Omit<MovementSeedRow, 'erp_id' | 'erp_action' | 'wms_status' | 'timestamp'>,
    at: number,
  ) {
    const recent = this.now - at < DAY;
    const failed = !recent && this.random.next() < 0.004;
    this.rows.push({
      ...row,
      movement_qty: round3(row.movement_qty),
      timestamp: new Date(at).toISOString(),
      erp_id: recent ? '' : failed ? 'ERROR' : `IC-${++this.erp}`,
      erp_action: recent ? '' : 'INVENTORY_CHANGE',
      wms_status: failed ? 'ERROR' : recent ? '' : 'SENT',
    });
  }
}

type Lot = { serial_batch: string; date_code: string; qty: number };

/**
 * One item's 60 days in one warehouse: an opening count into reserve, receipts over a dock
 * put away to reserve, replenishment to the pick face, picks (oldest date code first) and the
 * odd write-off. Quantities are whole base units, or grams for catch-weight items.
 */
function simulate(
  ledger: Ledger,
  random: Rng,
  item: DemoItem,
  warehouse: string,
  pickFace: string,
  reserve: string,
  operators: string[],
  clock: SeedClock,
  activity: number,
): number {
  const now = clock.now;
  const milli = item.unit_of_measure === 'KG' ? 1000 : 1;
  const carton = item.variant.perCarton * milli;
  const pallet = item.variant.cartonsPerPallet
    ? carton * item.variant.cartonsPerPallet
    : carton * random.int(12, 40);
  const daily = Math.max(1, Math.round(carton * (0.2 + random.next() * 2.5)));
  const capacity = carton * random.int(3, 10);
  const tracked = item.tracking_type !== 'NONE';
  const stock = new Map<string, Lot[]>([
    [pickFace, []],
    [reserve, []],
  ]);
  const total = (loc: string) => stock.get(loc)!.reduce((s, l) => s + l.qty, 0);
  const base = { site_id: item.site_id, warehouse, inventory_code: item.inventory_code };
  const op = () => random.pick(operators);
  const emit = (
    type: string,
    from: string,
    to: string,
    lot: Lot | { serial_batch: string; date_code: string },
    qty: number,
    at: number,
    reference: string,
    notes = '',
  ) =>
    ledger.push(
      {
        ...base,
        operator: op(),
        movement_type: type,
        from_location: from,
        to_location: to,
        serial_batch: lot.serial_batch,
        date_code: lot.date_code,
        movement_qty: qty / milli,
        reference,
        notes,
      },
      at,
    );
  const newLot = (at: number, qty: number): Lot => {
    if (!tracked) return { serial_batch: '', date_code: '', qty };
    const packed = at - random.int(0, 2) * DAY;
    const packDay = clock.date(packed).slice(2).replaceAll('-', '');
    const serial_batch =
      item.site_id === 'TAS'
        ? `HB${packDay}-${String(random.int(1, 4)).padStart(2, '0')}`
        : `L${packDay}${random.pick(['A', 'B', 'C'])}`;
    const date_code = clock.date(packed + item.shelfLifeDays * DAY);
    const key = `${item.site_id}|${item.inventory_code}|${serial_batch}`;
    if (!ledger.batches.has(key)) {
      const roll = random.next();
      const recall = roll < 0.006;
      ledger.batches.set(key, {
        site_id: item.site_id,
        inventory_code: item.inventory_code,
        serial_batch,
        date_code,
        quarantine: roll >= 0.006 && roll < 0.03,
        recall,
        recall_reason: recall ? random.pick(RECALL_REASONS) : '',
      });
    }
    return { serial_batch, date_code: ledger.batches.get(key)!.date_code, qty };
  };
  /** Take `qty` from a location, oldest date code first; one movement per lot touched. */
  const take = (loc: string, qty: number, each: (lot: Lot, q: number) => void): number => {
    const lots = stock.get(loc)!;
    lots.sort((a, b) => a.date_code.localeCompare(b.date_code));
    let left = qty;
    while (left > 0 && lots.length) {
      const lot = lots[0]!;
      const q = Math.min(lot.qty, left);
      each(lot, q);
      lot.qty -= q;
      left -= q;
      if (lot.qty === 0) lots.shift();
    }
    return qty - left;
  };
  const put = (loc: string, lot: Lot, q: number) => {
    const lots = stock.get(loc)!;
    const same = lots.find(
      (l) => l.serial_batch === lot.serial_batch && l.date_code === lot.date_code,
    );
    if (same) same.qty += q;
    else lots.push({ ...lot, qty: q });
  };

  const startDay = random.int(55, 60);
  const start = clock.at(startDay, 6.5 + random.int(0, 60) / 60);
  let t = start;
  const opening = newLot(t, Math.round(pallet * (0.5 + random.next())));
  emit('WRITE_ON', '', reserve, opening, opening.qty, t, 'Opening stocktake', 'Counted at go-live');
  put(reserve, opening, opening.qty);
  let poNumber = 200100 + random.int(0, 800);
  let soNumber = 100100 + random.int(0, 4000);
  const fresh = item.shelfLifeDays > 0 && item.shelfLifeDays < 30;
  for (let day = startDay - 1; day >= 0; day--) {
    if (random.next() > (fresh ? 0.13 : 0.075) * activity) continue;
    // A shift from 06:00; today's only when it has had its hours.
    t = clock.at(day, 6 + random.int(0, 90) / 60);
    if (t + 5 * 3_600_000 > now) continue;
    const step = () => (t += random.int(5, 25) * 60_000);
    // Expired stock is written off first.
    if (tracked) {
      const today = clock.date(t);
      for (const loc of [pickFace, reserve]) {
        for (const lot of [...stock.get(loc)!]) {
          if (lot.date_code && lot.date_code < today) {
            emit('WRITE_OFF', loc, '', lot, lot.qty, step(), 'Expired', 'Past use-by date');
            stock.get(loc)!.splice(stock.get(loc)!.indexOf(lot), 1);
          }
        }
      }
    }
    if (total(reserve) < pallet / 2 || (fresh && random.next() < 0.6)) {
      const qty = Math.round((fresh ? pallet / 3 : pallet) * (0.6 + random.next() * 0.6));
      const lot = newLot(t, Math.max(carton, qty - (qty % carton)));
      const dock = random.pick(['DOCK-01', 'DOCK-02']);
      const po = `PO-${poNumber++}`;
      emit('RECEIPT', '', dock, lot, lot.qty, step(), po);
      emit('PUT_AWAY', dock, reserve, lot, lot.qty, step(), po);
      put(reserve, lot, lot.qty);
    }
    if (total(pickFace) < capacity / 3 && total(reserve) > 0) {
      const want = capacity - total(pickFace);
      const at = step();
      take(reserve, want, (lot, q) => {
        emit('TRANSFER', reserve, pickFace, lot, q, at, 'Replenishment');
        put(pickFace, lot, q);
      });
    }
    for (let p = random.int(1, 2); p > 0; p--) {
      const want = Math.max(milli, Math.round(daily * (0.4 + random.next() * 1.5)));
      const so = `SO-${soNumber++}`;
      const at = step();
      take(pickFace, want, (lot, q) => emit('PICK', pickFace, '', lot, q, at, so));
    }
    if (random.next() < 0.05 && total(pickFace) > milli) {
      const at = step();
      take(pickFace, random.int(1, 3) * milli, (lot, q) =>
        emit('WRITE_OFF', pickFace, '', lot, q, at, 'Damaged', random.pick(DAMAGE_NOTES)),
      );
    }
  }
  return daily / milli;
}

const DAMAGE_NOTES = [
  'Forklift damage in aisle',
  'Crushed carton on receipt',
  'Leaking unit found at pick face',
  'Packaging torn, not saleable',
  'Dropped during picking',
];
const RECALL_REASONS = [
  'Undeclared allergen (milk) on label',
  'Foreign matter: plastic fragments reported by customer',
  'Temperature abuse in transit: logger above 5°C for 6 hours',
  'Supplier recall: incorrect use-by date printed',
];

/** The fixed PAS-500-SPAG history in DC1 (see the anchors above). */
function spaghettiAnchor(ledger: Ledger, clock: SeedClock, operators: string[]): void {
  const base = {
    site_id: 'SXD',
    warehouse: 'DC1',
    inventory_code: ANCHOR_SXD_ITEM,
    serial_batch: '',
    date_code: '',
    notes: '',
  };
  // `hour` hours into the 06:00 shift.
  const at = (daysAgo: number, hour: number) => clock.at(daysAgo, 6 + hour);
  // The last pick is today's, or yesterday afternoon's when today's shift is still to come.
  const lastPick = at(0, 3) < clock.now - 20 * 60_000 ? at(0, 3) : at(1, 9);
  let op = 0;
  const m = (
    type: string,
    from: string,
    to: string,
    qty: number,
    time: number,
    reference: string,
    notes = '',
  ) =>
    ledger.push(
      {
        ...base,
        operator: operators[op++ % operators.length]!,
        movement_type: type,
        from_location: from,
        to_location: to,
        movement_qty: qty,
        reference,
        notes,
      },
      time,
    );
  const pf = ANCHOR_SXD_PICK_FACE;
  const rs = ANCHOR_SXD_RESERVE;
  m('WRITE_ON', '', rs, 1200, at(58, 1), 'Opening stocktake', 'Counted at go-live');
  m('TRANSFER', rs, pf, 600, at(57, 2), 'Replenishment');
  m('PICK', pf, '', 120, at(55, 4), 'SO-100114');
  m('PICK', pf, '', 60, at(52, 5), 'SO-100187');
  m('PICK', pf, '', 200, at(47, 3), 'SO-100342');
  m('RECEIPT', '', 'DOCK-01', 1200, at(44, 1), 'PO-200021');
  m('PUT_AWAY', 'DOCK-01', rs, 1200, at(44, 2), 'PO-200021');
  m('WRITE_OFF', pf, '', 20, at(40, 6), 'Damaged', 'Crushed carton on receipt');
  m('PICK', pf, '', 100, at(33, 4), 'SO-100655');
  m('TRANSFER', rs, pf, 600, at(30, 1), 'Replenishment');
  m('PICK', pf, '', 240, at(24, 3), 'SO-100903');
  m('PICK', pf, '', 180, at(17, 5), 'SO-101288');
  m('RECEIPT', '', 'DOCK-02', 1200, at(12, 1), 'PO-200133');
  m('PUT_AWAY', 'DOCK-02', rs, 1200, at(12, 2), 'PO-200133');
  m('TRANSFER', rs, pf, 600, at(11, 1), 'Replenishment');
  m('PICK', pf, '', 420, at(6, 4), 'SO-101640');
  m('PICK', pf, '', 240, at(2, 5), 'SO-101902');
  m('TRANSFER', rs, pf, 600, at(1, 1), 'Replenishment');
  m('PICK', pf, '', 580, lastPick, 'SO-102077');
  // pick face: 600-120-60-200-20-100+600-240-180+600-420-240+600-580 = 240
  // reserve: 1200-600+1200-600+1200-600-600 = 1200
}

/** The fixed SAL-ATL-FIL-1KG batches in HBT (see the anchors above). */
function salmonAnchor(ledger: Ledger, clock: SeedClock, operators: string[]): void {
  const base = {
    site_id: 'TAS',
    warehouse: 'HBT',
    inventory_code: ANCHOR_TAS_ITEM,
    notes: '',
  };
  const batches = [
    { packed: 9, quarantine: false, recall: false },
    { packed: 6, quarantine: true, recall: false },
    { packed: 4, quarantine: false, recall: true },
    { packed: 1, quarantine: false, recall: false },
  ].map((b) => {
    const packedAt = clock.at(b.packed, 6);
    const lot = {
      serial_batch: `HB${clock.date(packedAt).slice(2).replaceAll('-', '')}-01`,
      date_code: clock.date(packedAt + 10 * DAY),
    };
    ledger.batches.set(`TAS|${ANCHOR_TAS_ITEM}|${lot.serial_batch}`, {
      site_id: 'TAS',
      inventory_code: ANCHOR_TAS_ITEM,
      ...lot,
      quarantine: b.quarantine,
      recall: b.recall,
      recall_reason: b.recall ? ANCHOR_RECALL_REASON : '',
    });
    return { ...lot, packedAt };
  });
  let op = 0;
  const m = (
    type: string,
    from: string,
    to: string,
    lot: { serial_batch: string; date_code: string },
    qty: number,
    time: number,
    reference: string,
    notes = '',
  ) =>
    ledger.push(
      {
        ...base,
        ...lot,
        operator: operators[op++ % operators.length]!,
        movement_type: type,
        from_location: from,
        to_location: to,
        movement_qty: qty,
        reference,
        notes,
      },
      time,
    );
  const pf = ANCHOR_TAS_PICK_FACE;
  const rs = ANCHOR_TAS_RESERVE;
  const hour = 3_600_000;
  const [b1, b2, b3, b4] = batches as [
    (typeof batches)[0],
    (typeof batches)[0],
    (typeof batches)[0],
    (typeof batches)[0],
  ];
  m('RECEIPT', '', 'DOCK-01', b1, 120, b1.packedAt + hour, 'PO-300011');
  m('PUT_AWAY', 'DOCK-01', rs, b1, 120, b1.packedAt + 1.5 * hour, 'PO-300011');
  m('TRANSFER', rs, pf, b1, 120, b1.packedAt + 2 * hour, 'Replenishment');
  m('PICK', pf, '', b1, 48, b1.packedAt + 7 * hour, 'SO-500210');
  m('PICK', pf, '', b1, 60, b1.packedAt + DAY + 3 * hour, 'SO-500233');
  m('RECEIPT', '', 'DOCK-02', b2, 40, b2.packedAt + hour, 'PO-300019');
  m('PUT_AWAY', 'DOCK-02', rs, b2, 40, b2.packedAt + 1.5 * hour, 'PO-300019');
  m('RECEIPT', '', 'DOCK-01', b3, 30, b3.packedAt + hour, 'PO-300024');
  m('PUT_AWAY', 'DOCK-01', rs, b3, 30, b3.packedAt + 1.5 * hour, 'PO-300024');
  m('RECEIPT', '', 'DOCK-01', b4, 100, b4.packedAt + hour, 'PO-300031');
  m('PUT_AWAY', 'DOCK-01', rs, b4, 100, b4.packedAt + 1.5 * hour, 'PO-300031');
  m('TRANSFER', rs, pf, b4, 20, b4.packedAt + 2 * hour, 'Replenishment');
  // pick face: b1 120-48-60 = 12, b4 20; reserve: b2 40, b3 30, b4 80
}

const ITEM_COLUMNS = [
  ['site_id', 'text'],
  ['inventory_code', 'text'],
  ['inventory_description', 'text'],
  ['unit_of_measure', 'text'],
  ['storage', 'text'],
  ['storage_group', 'text'],
  ['tracking_type', 'text'],
  ['gtin', 'text'],
  ['category', 'text'],
] as const;
const FACTOR_COLUMNS = [
  ['site_id', 'text'],
  ['inventory_code', 'text'],
  ['unit_of_measure', 'text'],
  ['barcode', 'text'],
  ['pack_size', 'numeric'],
  ['weight', 'numeric'],
  ['height', 'numeric'],
  ['length', 'numeric'],
  ['depth', 'numeric'],
] as const;
const WAREHOUSE_INFO_COLUMNS = [
  ['site_id', 'text'],
  ['inventory_code', 'text'],
  ['warehouse', 'text'],
  ['pick_face', 'text'],
  ['min_on_hand', 'numeric'],
] as const;
const BATCH_COLUMNS = [
  ['site_id', 'text'],
  ['inventory_code', 'text'],
  ['serial_batch', 'text'],
  ['date_code', 'text'],
  ['quarantine', 'boolean'],
  ['recall', 'boolean'],
  ['recall_reason', 'text'],
] as const;
export const MOVEMENT_COLUMNS = [
  ['site_id', 'text'],
  ['timestamp', 'timestamptz'],
  ['operator', 'text'],
  ['movement_type', 'text'],
  ['warehouse', 'text'],
  ['inventory_code', 'text'],
  ['from_location', 'text'],
  ['to_location', 'text'],
  ['serial_batch', 'text'],
  ['date_code', 'text'],
  ['movement_qty', 'numeric'],
  ['reference', 'text'],
  ['notes', 'text'],
  ['erp_id', 'text'],
  ['erp_action', 'text'],
  ['wms_status', 'text'],
] as const;

/** Build every demo item of both sites (deterministic for a seed and scale). */
export function demoItems(
  scale: number,
  seed: number,
  gs1Prefix: Record<string, string>,
): DemoItem[] {
  const random = rng(seed);
  const out: DemoItem[] = [];
  for (const [site, families] of [
    ['SXD', SXD_FAMILIES],
    ['TAS', TAS_FAMILIES],
  ] as const) {
    let ref = 10000;
    const prefix = gs1Prefix[site] ?? '9300000';
    for (const family of families) {
      out.push(...familyItems(family, prefix, () => ++ref, scale, random));
    }
  }
  return out;
}

/**
 * On hands from the ledger: one INSERT ... SELECT summing every movement per key (to adds,
 * from takes); keys that sum to zero get no row. Run after the movements are in.
 */
export async function buildOnHands(db: Db, siteIds: string[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO wms.on_hands
      (site_id, warehouse, location, inventory_code, serial_batch, date_code, quantity, updated_at)
    SELECT site_id, warehouse, location, inventory_code, serial_batch, date_code,
           sum(qty), max(ts)
    FROM (
      SELECT site_id, warehouse, to_location AS location, inventory_code, serial_batch,
             date_code, movement_qty AS qty, timestamp AS ts
      FROM wms.movements WHERE to_location <> '' AND site_id IN ${sql.raw(`('${siteIds.join("','")}')`)}
      UNION ALL
      SELECT site_id, warehouse, from_location, inventory_code, serial_batch, date_code,
             -movement_qty, timestamp
      FROM wms.movements WHERE from_location <> '' AND site_id IN ${sql.raw(`('${siteIds.join("','")}')`)}
    ) AS m
    GROUP BY site_id, warehouse, location, inventory_code, serial_batch, date_code
    HAVING sum(qty) > 0`);
}

/**
 * Seed the demo stock (items, factors, pick faces, batches, movements, on hands) into the
 * seed's transaction. Returns what the orders seed needs.
 */
export async function seedStock(db: Db, options: StockOptions): Promise<StockSummary> {
  const clock = seedClock(options.now);
  const now = clock.now;
  const random = rng(options.seed);
  const items = demoItems(options.scale, options.seed + 1, options.gs1Prefix);

  // Pick faces and reserve pools per warehouse and temperature.
  const pools: Pools = new Map();
  const usable = (l: DemoLocation) => l.active && !l.quarantine;
  for (const [key, locs] of options.locations) {
    const [site, warehouse] = key.split('/') as [string, string];
    for (const [temperature, placement] of Object.entries(PLACEMENT[warehouse] ?? {})) {
      const pick = placement.pick.flatMap((spec) => {
        const [section, level] = spec.split('@');
        return locs.filter(
          (l) => l.pick_section === section && (!level || l.level === level) && usable(l),
        );
      });
      const reserve = locs.filter(
        (l) =>
          l.pick_section === placement.reserve &&
          Number(l.level) >= placement.reserveFromLevel &&
          usable(l),
      );
      pools.set(`${site}/${warehouse}/${temperature}`, {
        pick: pick.map((l) => l.location),
        reserve: reserve.map((l) => l.location),
        next: 0,
      });
    }
  }
  const taken = new Set<string>();
  const fixed: Record<string, [string, string]> = {
    [`SXD/DC1/${ANCHOR_SXD_ITEM}`]: [ANCHOR_SXD_PICK_FACE, ANCHOR_SXD_RESERVE],
    [`TAS/HBT/${ANCHOR_TAS_ITEM}`]: [ANCHOR_TAS_PICK_FACE, ANCHOR_TAS_RESERVE],
  };
  for (const key of Object.keys(fixed)) {
    const [site, warehouse] = key.split('/');
    taken.add(`${site}/${warehouse}/${fixed[key]![0]}`);
    taken.add(`${site}/${warehouse}/${fixed[key]![1]}`);
  }

  // First every pick face (sequential along the walk path, so a category sits together),
  // then reserves from what is left of the reserve sections.
  type Plan = { item: DemoItem; warehouse: string; pickFace: string; poolKey: string };
  const plans: Plan[] = [];
  for (const item of items) {
    for (const warehouse of warehousesOf(item, random)) {
      const poolKey = `${item.site_id}/${warehouse}/${item.temperature}`;
      const pool = pools.get(poolKey);
      if (!pool) continue;
      const anchor = fixed[`${item.site_id}/${warehouse}/${item.inventory_code}`];
      let pickFace = anchor?.[0];
      if (!pickFace) {
        const free = (loc: string | undefined) =>
          loc !== undefined && !taken.has(`${item.site_id}/${warehouse}/${loc}`);
        while (pool.next < pool.pick.length && !free(pool.pick[pool.next])) pool.next++;
        // Past the pool's end (only at benchmark scales) pick faces are shared.
        pickFace = pool.pick[pool.next++ % pool.pick.length];
      }
      if (!pickFace) continue;
      taken.add(`${item.site_id}/${warehouse}/${pickFace}`);
      plans.push({ item, warehouse, pickFace, poolKey });
    }
  }
  for (const [key, pool] of pools) {
    const [site, warehouse] = key.split('/');
    const free = pool.reserve.filter((l) => !taken.has(`${site}/${warehouse}/${l}`));
    pool.reserve = free.length ? free : pool.reserve;
  }

  const ledger = new Ledger(now, random);
  const info: Record<string, unknown>[] = [];
  const stocked: StockedItem[] = [];
  for (const { item, warehouse, pickFace, poolKey } of plans) {
    const pool = pools.get(poolKey)!;
    const anchor = fixed[`${item.site_id}/${warehouse}/${item.inventory_code}`];
    let reserve = anchor?.[1] ?? pool.reserve[random.int(0, pool.reserve.length - 1)] ?? '';
    if (reserve === pickFace) reserve = pool.reserve.find((l) => l !== pickFace) ?? '';
    info.push({
      site_id: item.site_id,
      inventory_code: item.inventory_code,
      warehouse,
      pick_face: pickFace,
      min_on_hand: item.variant.perCarton * 2,
    });
    const operators = options.operators[item.site_id] ?? ['admin'];
    let daily: number;
    if (item.inventory_code === ANCHOR_SXD_ITEM && anchor) {
      spaghettiAnchor(ledger, clock, operators);
      daily = 60;
    } else if (anchor) {
      salmonAnchor(ledger, clock, operators);
      daily = 30;
    } else if (reserve) {
      daily = simulate(
        ledger,
        random,
        item,
        warehouse,
        pickFace,
        reserve,
        operators,
        clock,
        options.activity,
      );
    } else continue;
    stocked.push({
      site_id: item.site_id,
      warehouse,
      inventory_code: item.inventory_code,
      description: item.inventory_description,
      unit: item.unit_of_measure,
      perCarton: item.variant.perCarton,
      daily,
    });
  }

  // Customer returns waiting in the Returns & Quarantine warehouse's inspection hold.
  const retLocs = (options.locations.get('SXD/RET') ?? []).filter(
    (l) => l.pick_section === 'Q-HOLD' && usable(l),
  );
  const ambient = items.filter((i) => i.site_id === 'SXD' && i.tracking_type === 'NONE');
  for (let i = 0; i < 30 * options.scale && retLocs.length && ambient.length; i++) {
    const item = ambient[random.int(0, ambient.length - 1)]!;
    const at = clock.at(random.int(1, 20), 7 + random.int(0, 8));
    ledger.push(
      {
        site_id: 'SXD',
        warehouse: 'RET',
        inventory_code: item.inventory_code,
        operator: random.pick(options.operators.SXD ?? ['admin']),
        movement_type: 'WRITE_ON',
        from_location: '',
        to_location: retLocs[random.int(0, retLocs.length - 1)]!.location,
        serial_batch: '',
        date_code: '',
        movement_qty: random.int(1, 3) * item.variant.perCarton,
        reference: `RMA-${random.int(40000, 49999)}`,
        notes: random.pick([
          'Customer return: damaged',
          'Customer return: wrong item',
          'Short-dated return',
        ]),
      },
      at,
    );
  }

  const itemRows = items.map((i) => ({
    site_id: i.site_id,
    inventory_code: i.inventory_code,
    inventory_description: i.inventory_description,
    unit_of_measure: i.unit_of_measure,
    storage: i.storage,
    storage_group: i.storage_group,
    tracking_type: i.tracking_type,
    gtin: i.gtin,
    category: i.category,
  }));
  await bulkInsert(db, 'wms.inventory', ITEM_COLUMNS, itemRows);
  await bulkInsert(
    db,
    'wms.stocking_factors',
    FACTOR_COLUMNS,
    items.flatMap((i) =>
      i.factors.map((f) => ({ site_id: i.site_id, inventory_code: i.inventory_code, ...f })),
    ),
  );
  await bulkInsert(db, 'wms.inventory_warehouses', WAREHOUSE_INFO_COLUMNS, info);
  await bulkInsert(db, 'wms.serial_batches', BATCH_COLUMNS, [...ledger.batches.values()]);
  // Movements in time order, so movement ids rise with time as the ledger writes them.
  ledger.rows.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  await bulkInsert(db, 'wms.movements', MOVEMENT_COLUMNS, ledger.rows);
  const sites = [...new Set(items.map((i) => i.site_id))];
  await buildOnHands(db, sites);
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM wms.on_hands WHERE site_id IN ${sql.raw(`('${sites.join("','")}')`)}`,
  );
  return { items: items.length, movements: ledger.rows.length, onHands: count?.n ?? 0, stocked };
}
