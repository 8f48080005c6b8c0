import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** Record a serial/batch met for the first time (a write on); an existing one is kept. */
export async function ensureSerialBatch(
  db: Db,
  siteId: string,
  inventoryCode: string,
  serialBatch: string,
  dateCode: string,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO wms.serial_batches (site_id, inventory_code, serial_batch, date_code)
        VALUES (${siteId}, ${inventoryCode}, ${serialBatch}, ${dateCode})
        ON CONFLICT (site_id, inventory_code, serial_batch) DO NOTHING`,
  );
}
