import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { erpOnHands } from '../db/schema';

/*
 * Demo data of the knowledge area's screens: the ERP's on-hand figures the comparison report
 * reads (most agree with the product, a few are over or under).
 */

type Held = {
  site_id: string;
  warehouse: string;
  inventory_code: string;
  serial_batch: string;
  date_code: string;
  q: number;
};

/** The ERP figures of every warehouse holding stock, as at `now`, with a few differences. */
async function seedErpFigures(db: Db, now: Date): Promise<void> {
  const held = await rows<Held>(
    db,
    sql`SELECT site_id, warehouse, inventory_code, serial_batch, date_code,
               sum(quantity)::float8 AS q
        FROM wms.on_hands GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
  );
  const figures = held.map((h, i) => {
    // Every 31st the ERP has more (a count the floor missed), every 47th less (stock found).
    let erp = h.q;
    if (i % 31 === 4) erp = h.q + (i % 3) + 1;
    else if (i % 47 === 6) erp = Math.max(0, h.q - 2);
    return {
      site_id: h.site_id,
      warehouse: h.warehouse,
      inventory_code: h.inventory_code,
      serial_batch: h.serial_batch,
      date_code: h.date_code,
      erp_on_hand: erp,
      as_at: now,
      loaded_by: 'erp-connector',
    };
  });
  for (let i = 0; i < figures.length; i += 500) {
    await db.insert(erpOnHands).values(figures.slice(i, i + 500));
  }
}

export async function seedKnowledge(db: Db, options: { now: Date }): Promise<void> {
  await seedErpFigures(db, options.now);
}
