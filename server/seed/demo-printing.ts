/**
 * Demo printing set-up (document 3 "Printer set", "Interface", "Customer link", "Inventory
 * link"): the printers of every seeded printer set with the label map the runs, packs (SSCC)
 * and fish labels print through, the ERP and freight interfaces of each site, and a few customer and
 * inventory links of the site's ERP.
 */
import { asc, eq } from 'drizzle-orm';
import { GLOBAL_SITE } from '../../src/contract';
import type { Db } from '../db/types';
import {
  customerLinks,
  customers,
  interfaces,
  inventory,
  inventoryLinks,
  printers,
  printerSetMaps,
  printerSets,
  sites,
} from '../db/schema';

type DemoPrinter = [printer: string, name: string, type: 'ZEBRA' | 'PDF', host: number];
type DemoMap = [label: string, format: 'ZEBRA' | 'PDF', printer: string];

/** Printers and map by the kind of set its code ends with (DESP, RECV, anything else). */
const KINDS: Record<string, { printers: DemoPrinter[]; map: DemoMap[] }> = {
  DESP: {
    printers: [
      ['ZT411-DOCK1', 'Zebra ZT411 Despatch Dock 1', 'ZEBRA', 31],
      ['ZD421-PACK', 'Zebra ZD421 Pack Bench', 'ZEBRA', 32],
      ['M479-OFFICE', 'HP LaserJet M479 Despatch Office', 'PDF', 40],
    ],
    map: [
      ['CARTON_LABEL', 'ZEBRA', 'ZT411-DOCK1'],
      ['PACK_CONTENTS', 'ZEBRA', 'ZD421-PACK'],
      ['SPLIT_LABEL', 'ZEBRA', 'ZD421-PACK'],
      ['SSCC_LABEL', 'ZEBRA', 'ZD421-PACK'],
      ['FISH_LABEL', 'ZEBRA', 'ZD421-PACK'],
    ],
  },
  RECV: {
    printers: [
      ['ZT411-RECV1', 'Zebra ZT411 Receiving Dock', 'ZEBRA', 51],
      ['ZD421-PUTAWAY', 'Zebra ZD421 Putaway Desk', 'ZEBRA', 52],
    ],
    map: [
      ['CARTON_LABEL', 'ZEBRA', 'ZT411-RECV1'],
      ['LOCATION', 'ZEBRA', 'ZD421-PUTAWAY'],
    ],
  },
  OTHER: {
    printers: [['ZD421-BENCH', 'Zebra ZD421 Bench Printer', 'ZEBRA', 61]],
    map: [
      ['CARTON_LABEL', 'ZEBRA', 'ZD421-BENCH'],
      ['SSCC_LABEL', 'ZEBRA', 'ZD421-BENCH'],
      ['FISH_LABEL', 'ZEBRA', 'ZD421-BENCH'],
      ['LOCATION', 'ZEBRA', 'ZD421-BENCH'],
    ],
  },
};

/** The interfaces of document 3 section 1. */
export const DEMO_INTERFACES: readonly [string, string][] = [
  ['MYOB_EXO', 'MYOB EXO'],
  ['MYOB_ADVANCED', 'MYOB Advanced'],
  ['GREENTREE', 'Greentree'],
  ['NETSUITE', 'Netsuite'],
  ['PRONTO', 'Pronto'],
  ['OPENFREIGHT', 'OpenFreight'],
  ['INTERMAX', 'Intermax'],
];

export async function seedPrinting(tx: Db): Promise<void> {
  const sets = await tx
    .select({ site_id: printerSets.site_id, printer_set: printerSets.printer_set })
    .from(printerSets)
    .orderBy(asc(printerSets.site_id), asc(printerSets.printer_set));
  const subnets = new Map<string, number>();
  for (const set of sets) {
    const kind = KINDS[set.printer_set.split('-').at(-1) ?? ''] ?? KINDS.OTHER!;
    const subnet = subnets.get(set.site_id) ?? 1;
    subnets.set(set.site_id, subnet + 1);
    const owner = { site_id: set.site_id, printer_set: set.printer_set };
    await tx.insert(printers).values(
      kind.printers.map(([printer, printer_name, printer_type, host]) => ({
        ...owner,
        printer,
        printer_name,
        printer_type,
        printer_address: `10.20.${subnet}.${host}`,
        printer_port: printer_type === 'ZEBRA' ? 9100 : 631,
      })),
    );
    await tx.insert(printerSetMaps).values(
      kind.map.map(([label, label_format, printer]) => ({
        ...owner,
        label,
        label_format,
        printer,
      })),
    );
  }

  const siteRows = await tx.select({ site_id: sites.site_id }).from(sites);
  for (const { site_id } of siteRows) {
    if (site_id === GLOBAL_SITE) continue;
    await tx.insert(interfaces).values(
      DEMO_INTERFACES.map(([itf, interface_name]) => ({
        site_id,
        interface: itf,
        interface_name,
      })),
    );
    const someCustomers = await tx
      .select({ code: customers.customer_code })
      .from(customers)
      .where(eq(customers.site_id, site_id))
      .orderBy(asc(customers.customer_code))
      .limit(4);
    if (someCustomers.length > 0)
      await tx.insert(customerLinks).values(
        someCustomers.map((c, i) => ({
          site_id,
          interface: 'MYOB_EXO',
          customer_link: `DR${String(1001 + i * 7).padStart(5, '0')}`,
          link_reference: c.code,
        })),
      );
    const someItems = await tx
      .select({
        code: inventory.inventory_code,
        description: inventory.inventory_description,
        unit: inventory.unit_of_measure,
      })
      .from(inventory)
      .where(eq(inventory.site_id, site_id))
      .orderBy(asc(inventory.inventory_code))
      .limit(4);
    if (someItems.length > 0)
      await tx.insert(inventoryLinks).values(
        someItems.map((item, i) => ({
          site_id,
          interface: 'MYOB_EXO',
          inventory_link: `EXO-${item.code}`,
          inventory_description: item.description,
          link_reference: item.code,
          inventory_unit: item.unit,
          link_type: 'INVENTORY',
          link_unit: i % 2 === 0 ? item.unit : 'CTN',
          link_factor: i % 2 === 0 ? 1 : 12,
        })),
      );
  }
}
