/**
 * Demo print history (document 3 "Print history") at SXD: location, carton and pack contents
 * labels printed on the Dandenong DC printer sets over the last days, and one that did not
 * print because the pack bench printer was out of paper. None is left queued, so nothing is
 * sent to the demo printers.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  containers,
  locations,
  printers,
  printJobs,
  printerSetMaps,
  runs,
  salesOrders,
} from '../db/schema';
import type { Db } from '../db/types';
import { loadLabelRecords } from '../print/label-data';
import { findLabel, renderLabels } from '../print/render-label';
import { PRINTER_REASONS } from '../print/zebra-tcp';
import { formatPrintTime } from '../../src/contract';

const SITE = 'SXD';
const WAREHOUSE = 'DC1';

type DemoPrint = {
  set: string;
  label: string;
  keys: string[];
  user: string;
  hoursAgo: number;
  copies?: number;
  failed?: string;
};

async function firstKeys(tx: Db): Promise<{ locs: string[]; run?: string; pack?: string }> {
  const locs = await tx
    .select({ location: locations.location })
    .from(locations)
    .where(and(eq(locations.site_id, SITE), eq(locations.warehouse, WAREHOUSE)))
    .orderBy(asc(locations.location))
    .limit(3);
  // The first run with packs of its orders to label (a larger seed has runs without).
  const [run] = await tx
    .select({ run: runs.run })
    .from(runs)
    .innerJoin(
      salesOrders,
      and(eq(salesOrders.site_id, runs.site_id), eq(salesOrders.run_id, runs.run_id)),
    )
    .innerJoin(
      containers,
      and(
        eq(containers.site_id, salesOrders.site_id),
        eq(containers.sales_order, salesOrders.sales_order),
      ),
    )
    .where(and(eq(runs.site_id, SITE), eq(runs.warehouse, WAREHOUSE)))
    .orderBy(asc(runs.run))
    .limit(1);
  const [pack] = await tx
    .select({ container_number: containers.container_number })
    .from(containers)
    .where(
      and(
        eq(containers.site_id, SITE),
        eq(containers.warehouse, WAREHOUSE),
        isNotNull(containers.sales_order),
      ),
    )
    .orderBy(asc(containers.container_id))
    .limit(1);
  return { locs: locs.map((l) => l.location), run: run?.run, pack: pack?.container_number };
}

export async function seedPrintJobs(tx: Db, { now }: { now: Date }): Promise<void> {
  const { locs, run, pack } = await firstKeys(tx);
  const prints: DemoPrint[] = [
    { set: 'DC1-RECV', label: 'LOCATION', keys: locs, user: 'admin', hoursAgo: 50 },
    ...(run
      ? [{ set: 'DC1-DESP', label: 'CARTON_LABEL', keys: [run], user: 'floor', hoursAgo: 26 }]
      : []),
    ...(pack
      ? [
          { set: 'DC1-DESP', label: 'PACK_CONTENTS', keys: [pack], user: 'floor', hoursAgo: 3 },
          {
            set: 'DC1-DESP',
            label: 'PACK_CONTENTS',
            keys: [pack],
            user: 'floor',
            hoursAgo: 1,
            failed: PRINTER_REASONS.paperOut,
          },
        ]
      : []),
  ];
  for (const [n, p] of prints.entries()) {
    const def = await findLabel(tx, SITE, p.label, 'ZEBRA');
    const [target] = await tx
      .select({
        printer: printers.printer,
        address: printers.printer_address,
        port: printers.printer_port,
        type: printers.printer_type,
      })
      .from(printerSetMaps)
      .innerJoin(
        printers,
        and(
          eq(printers.site_id, printerSetMaps.site_id),
          eq(printers.printer_set, printerSetMaps.printer_set),
          eq(printers.printer, printerSetMaps.printer),
        ),
      )
      .where(
        and(
          eq(printerSetMaps.site_id, SITE),
          eq(printerSetMaps.printer_set, p.set),
          eq(printerSetMaps.label, p.label),
        ),
      );
    if (!def || !target || p.keys.length === 0) continue;
    const at = new Date(now.getTime() - p.hoursAgo * 3_600_000);
    const records = await loadLabelRecords(
      tx,
      SITE,
      def.entity,
      p.keys,
      def.entity === 'location' ? WAREHOUSE : undefined,
    );
    const made = await renderLabels(def, records, {
      printed_user: p.user,
      printed_time: formatPrintTime(at, 'Australia/Melbourne'),
      copies: p.copies ?? 1,
    });
    if (!made.ok || made.labels.length === 0) continue;
    await tx.insert(printJobs).values(
      made.labels.map((l, i) => ({
        site_id: SITE,
        idempotency_key: `demo-print-${n + 1}`,
        seq: i + 1,
        entity: def.entity,
        label: def.label,
        label_format: def.label_format,
        printer_set: p.set,
        printer: target.printer,
        printer_address: target.address,
        printer_port: target.port,
        printer_type: target.type,
        reference: l.reference,
        wms_reference: l.wms_reference,
        description: l.description,
        counter: l.counter,
        copies: p.copies ?? 1,
        body: l.body,
        width_mm: def.width,
        depth_mm: def.depth,
        status: p.failed ? ('failed' as const) : ('printed' as const),
        failure_reason: p.failed ?? null,
        attempts: 1,
        printed_by: p.user,
        created_at: at,
        end_time: p.failed ? null : new Date(at.getTime() + 1500),
      })),
    );
  }
}
