import type { DemoPickArea } from './demo-data';
import { rng } from './prng';

/** A demo location row (the warehouse and site are added by the seed). */
export type DemoLocation = {
  location: string;
  location_name: string;
  pick_area: string;
  pick_section: string;
  storage: string;
  barcode: string;
  aisle: string;
  bay: string;
  level: string;
  height: number;
  width: number;
  depth: number;
  pick_sequence: number;
  erp_warehouse: string;
  erp_location: string;
  active: boolean;
  quarantine: boolean;
};

/** The columns of a demo location row for bulkInsert (the seed adds site and warehouse). */
export const LOCATION_COLUMNS = [
  ['site_id', 'text'],
  ['warehouse', 'text'],
  ['location', 'text'],
  ['location_name', 'text'],
  ['pick_area', 'text'],
  ['pick_section', 'text'],
  ['storage', 'text'],
  ['barcode', 'text'],
  ['aisle', 'text'],
  ['bay', 'text'],
  ['level', 'text'],
  ['height', 'integer'],
  ['width', 'integer'],
  ['depth', 'integer'],
  ['pick_sequence', 'integer'],
  ['erp_warehouse', 'text'],
  ['erp_location', 'text'],
  ['active', 'boolean'],
  ['quarantine', 'boolean'],
] as const;

const BAYS = 8;
const LEVELS = 4;

/** Aisle names A, B, ... Z, AA, AB, ... */
const aisleName = (i: number): string =>
  (i >= 26 ? aisleName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** The extra racking of a pick section, beyond its first two aisles of 8 bays and 4 levels. */
export type DemoRacking = {
  /** Extra aisles (times the seed's scale). */
  aisles: number;
  bays: number;
  levels: number;
  /** Positions per level: shelving has A-D, a pallet bay A and B. */
  positions: number;
};

const SHELVING = (aisles: number): DemoRacking => ({ aisles, bays: 10, levels: 4, positions: 4 });
const PALLETS = (aisles: number): DemoRacking => ({ aisles, bays: 12, levels: 5, positions: 2 });
const FLOOR = (aisles: number): DemoRacking => ({ aisles, bays: 10, levels: 1, positions: 2 });
const COLD_SHELF = (aisles: number): DemoRacking => ({ aisles, bays: 8, levels: 4, positions: 3 });

/**
 * Each warehouse's extra racking per pick section (a realistic warehouse: a few thousand
 * locations over all sites). Warehouses and sections not listed keep the first two aisles.
 */
export const DEMO_RACKING: Record<string, Record<string, DemoRacking>> = {
  DC1: {
    'A-FAST': SHELVING(6),
    'A-BULK': PALLETS(4),
    'A-FLOOR': FLOOR(1),
    'C-CHILL': COLD_SHELF(2),
    'C-FROZ': COLD_SHELF(1),
  },
  DC2: {
    'C-CHILL': COLD_SHELF(2),
    'C-FROZ': COLD_SHELF(2),
    'F-BLAST': FLOOR(1),
    'F-RACK': PALLETS(3),
  },
  RET: { 'Q-HOLD': FLOOR(1) },
  HBT: {
    'C-CHILL': COLD_SHELF(3),
    'C-FROZ': COLD_SHELF(2),
    'A-FAST': SHELVING(1),
    'A-BULK': PALLETS(1),
  },
  LST: { 'A-FAST': SHELVING(1), 'A-BULK': PALLETS(1) },
  DEV: { 'C-CHILL': COLD_SHELF(1), 'C-FROZ': COLD_SHELF(1) },
};

/**
 * Locations for one warehouse's pick sections, like "A-01-01-A" (aisle A, bay 01, level 01,
 * position A): each section gets 2 × `scale` aisles of 8 bays and 4 levels (32 per aisle), its
 * pick sequence numbered 1, 2, ... along the walk path (up one aisle, down the next, each bay
 * bottom level first). Then the warehouse's extra racking (DEMO_RACKING) follows in further
 * aisles (after Y, AA, AB, ...; Z is left free), so the first aisles' codes never change:
 * shelving bays with positions A-D per level, pallet racking of 5 levels, floor lanes. A few
 * are quarantined and a few inactive (deterministic).
 */
export function demoLocations(
  warehouse: string,
  erpWarehouse: string,
  areas: DemoPickArea[],
  scale: number,
  seed: number,
): DemoLocation[] {
  const random = rng(seed);
  const out: DemoLocation[] = [];
  const sequences = new Map<string, number>();
  let aisleIndex = 0;
  const nextAisle = () => {
    let name = aisleName(aisleIndex++);
    if (name === 'Z') name = aisleName(aisleIndex++);
    return name;
  };
  const aisleOf = (
    area: DemoPickArea,
    section: string,
    storage: string,
    racking: Omit<DemoRacking, 'aisles'>,
    reverse: boolean,
  ) => {
    const aisle = nextAisle();
    const bays = Array.from({ length: racking.bays }, (_, b) => b + 1);
    if (reverse) bays.reverse();
    let sequence = sequences.get(section) ?? 0;
    for (const b of bays) {
      for (let l = 1; l <= racking.levels; l++) {
        for (let p = 0; p < racking.positions; p++) {
          const bay = String(b).padStart(2, '0');
          const level = String(l).padStart(2, '0');
          const position = String.fromCharCode(65 + p);
          const location = `${aisle}-${bay}-${level}-${position}`;
          const roll = random.next();
          out.push({
            location,
            location_name: `Aisle ${aisle} Bay ${bay} Level ${level}${p ? ` Position ${position}` : ''}`,
            pick_area: area.pick_area,
            pick_section: section,
            storage,
            barcode: `${warehouse}-${location}`,
            aisle,
            bay,
            level,
            height: l === 1 ? 1800 : 1200,
            width: Math.round(1200 / racking.positions),
            depth: 1000,
            pick_sequence: ++sequence,
            erp_warehouse: erpWarehouse,
            erp_location: `${aisle}${bay}${level}${p ? position : ''}`,
            active: roll >= 0.02,
            quarantine: roll >= 0.02 && roll < 0.05,
          });
        }
      }
    }
    sequences.set(section, sequence);
  };
  const base = { bays: BAYS, levels: LEVELS, positions: 1 };
  for (const area of areas) {
    for (const [pick_section, , storage] of area.sections) {
      for (let a = 0; a < 2 * scale; a++) aisleOf(area, pick_section, storage, base, a % 2 === 1);
    }
  }
  const extra = DEMO_RACKING[warehouse] ?? {};
  for (const area of areas) {
    for (const [pick_section, , storage] of area.sections) {
      const racking = extra[pick_section];
      if (!racking) continue;
      for (let a = 0; a < racking.aisles * scale; a++) {
        aisleOf(area, pick_section, storage, racking, a % 2 === 1);
      }
    }
  }
  return out;
}
