import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { GLOBAL_SITE, KNOWLEDGE_DOCUMENT_TYPE, KNOWLEDGE_SITE_DOCUMENT } from '../../src/contract';
import { documents, erpOnHands } from '../db/schema';
import { fileStore } from '../files/file-store';

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

const ARTICLES = [
  {
    document_id: 'receiving-a-delivery',
    title: 'Receiving a delivery',
    short_description: 'Booking in a supplier delivery against its purchase order',
    group: 'Inbound',
    category: 'Receiving',
    sub_category: 'Book-ins',
    tags: ['receiving', 'purchase orders', 'dock'],
    content:
      '<h3>Before the truck is unloaded</h3><p>Find the purchase order on the <strong>Book-ins</strong> ' +
      'screen by its number or the supplier’s docket number.</p><ol><li>Count the cartons against ' +
      'the docket.</li><li>Scan each pallet’s SSCC label; unlabelled pallets get a label from ' +
      '<em>Print labels</em>.</li><li>Record short or damaged cartons with a reason code.</li></ol>' +
      '<p>Chilled and frozen stock is put away first: check the probe temperature is within range.</p>',
  },
  {
    document_id: 'stock-differences-with-the-erp',
    title: 'Stock differences with the ERP',
    short_description: 'Reading the comparison report and correcting with Write On / Write Off',
    group: 'Stock',
    category: 'Reconciliation',
    sub_category: 'Comparison report',
    tags: ['stock', 'erp', 'comparison'],
    content:
      '<p>The <strong>Comparison Report</strong> sets the ERP’s on hand, adjusted for movements ' +
      'made since the ERP took its figures, against what the warehouse holds now.</p><ul>' +
      '<li><strong>Red</strong>: the ERP has more than the warehouse (a shortfall).</li>' +
      '<li><strong>Amber</strong>: the warehouse holds more than the ERP.</li><li><strong>Green</strong>: ' +
      'they agree.</li></ul><p>Open a row to see its movements. Count the location before ' +
      'processing a proposed Write On (from GL) or Write Off (to GL).</p>',
  },
  {
    document_id: 'printer-will-not-print',
    title: 'A label printer will not print',
    short_description: 'Checks before calling support',
    group: 'Printing',
    category: 'Troubleshooting',
    sub_category: 'Zebra printers',
    tags: ['printing', 'labels', 'zebra'],
    content:
      '<ol><li>Check the printer set chosen in your context is the one beside you.</li><li>Press ' +
      'the feed button: a blank label means the media needs calibrating (hold feed until it ' +
      'flashes twice).</li><li>Check the network light; the printer listens on port 9100.</li></ol>' +
      '<p>The print history of the document shows whether the label reached the printer.</p>',
  },
];

/** A few articles of the knowledge base (kept at GLOBAL). */
async function seedArticles(db: Db, now: Date): Promise<void> {
  await db.insert(documents).values(
    ARTICLES.map((a) => ({
      site_id: GLOBAL_SITE,
      site_document: KNOWLEDGE_SITE_DOCUMENT,
      document_id: a.document_id,
      document_type: KNOWLEDGE_DOCUMENT_TYPE,
      data: {
        ...a,
        document_type: KNOWLEDGE_DOCUMENT_TYPE,
        site_document: KNOWLEDGE_SITE_DOCUMENT,
      },
      lookup_key_1: a.group,
      lookup_key_2: a.category,
      lookup_key_3: a.sub_category,
      created_by: 'provider',
      updated_by: 'provider',
      created_at: now,
      updated_at: now,
    })),
  );
}

/** A couple of files in SXD's cabinet: the last comparison export and a procedure. */
async function seedFiles(db: Db, now: Date): Promise<void> {
  const differences = await rows<{ inventory_code: string; erp: number; wms: number }>(
    db,
    sql`SELECT e.inventory_code, e.erp_on_hand::float8 AS erp,
               COALESCE((SELECT sum(o.quantity) FROM wms.on_hands o
                 WHERE o.site_id = e.site_id AND o.warehouse = e.warehouse
                   AND o.inventory_code = e.inventory_code AND o.serial_batch = e.serial_batch
                   AND o.date_code = e.date_code), 0)::float8 AS wms
        FROM wms.erp_on_hands e WHERE e.site_id = 'SXD' AND e.warehouse = 'DC1'
        ORDER BY e.inventory_code`,
  );
  const csv = [
    'inventory_code,erp_on_hand,wms_on_hand,difference',
    ...differences
      .filter((d) => d.erp !== d.wms)
      .map((d) => `${d.inventory_code},${d.erp},${d.wms},${d.wms - d.erp}`),
  ].join('\n');
  const day = now.toISOString().slice(0, 10);
  const store = fileStore();
  await store.put(`SXD/comparison/DC1 ${day}.csv`, Buffer.from(`${csv}\n`), 'text/csv');
  await store.put(
    'SXD/procedures/Dock safety checklist.txt',
    Buffer.from(
      'Dock safety checklist\n' +
        '1. Wheel chocks in place before the dock leveller is lowered.\n' +
        '2. Dock lights on; trailer floor checked for damage.\n' +
        '3. Forklift horn at the trailer door; no pedestrians on the dock plate.\n' +
        '4. Seal number recorded on the book-in before the doors are opened.\n',
    ),
    'text/plain',
  );
}

export async function seedKnowledge(db: Db, options: { now: Date }): Promise<void> {
  await seedErpFigures(db, options.now);
  await seedArticles(db, options.now);
  await seedFiles(db, options.now);
}
