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

const BAYS = 8;
const LEVELS = 4;

/** Aisle names A, B, ... Z, AA, AB, ... */
const aisleName = (i: number): string =>
  (i >= 26 ? aisleName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/**
 * Locations for one warehouse's pick sections, like "A-01-01-A" (aisle A, bay 01, level 01,
 * position A): each section gets 2 × `scale` aisles of 8 bays and 4 levels (32 per aisle), its
 * pick sequence numbered 1, 2, ... along the walk path (up one aisle, down the next, each bay
 * bottom level first). A few are quarantined and a few inactive (deterministic).
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
  let aisleIndex = 0;
  for (const area of areas) {
    for (const [pick_section, , storage] of area.sections) {
      let sequence = 0;
      for (let a = 0; a < 2 * scale; a++, aisleIndex++) {
        const aisle = aisleName(aisleIndex);
        const bays = Array.from({ length: BAYS }, (_, b) => b + 1);
        if (a % 2 === 1) bays.reverse();
        for (const b of bays) {
          for (let l = 1; l <= LEVELS; l++) {
            const bay = String(b).padStart(2, '0');
            const level = String(l).padStart(2, '0');
            const location = `${aisle}-${bay}-${level}-A`;
            const roll = random.next();
            out.push({
              location,
              location_name: `Aisle ${aisle} Bay ${bay} Level ${level}`,
              pick_area: area.pick_area,
              pick_section,
              storage,
              barcode: `${warehouse}-${location}`,
              aisle,
              bay,
              level,
              height: l === 1 ? 1800 : 1200,
              width: 1200,
              depth: 1000,
              pick_sequence: ++sequence,
              erp_warehouse: erpWarehouse,
              erp_location: `${aisle}${bay}${level}`,
              active: roll >= 0.02,
              quarantine: roll >= 0.02 && roll < 0.05,
            });
          }
        }
      }
    }
  }
  return out;
}
