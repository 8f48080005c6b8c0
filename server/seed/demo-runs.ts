import { eq, sql } from 'drizzle-orm';
import { runTemplateSettings, type TRunSettings, type TRunTemplateName } from '../../src/contract';
import { runs } from '../db/schema';
import type { Db } from '../db/types';
import { rows } from '../db/sql';

type RunSetup = {
  template: TRunTemplateName;
  cut_off_start_time: string;
  cut_off_end_time: string;
  extra?: Partial<TRunSettings>;
};

/** The settings of the demo's four metro and country runs (made with the orders). */
const EXISTING: Record<string, RunSetup> = {
  NORTH: {
    template: 'auto_pack',
    cut_off_start_time: '05:30',
    cut_off_end_time: '07:00',
    extra: { default_run: true, courier: 'OWN', require_pick_check: true },
  },
  EAST: { template: 'auto_pack', cut_off_start_time: '05:30', cut_off_end_time: '07:30' },
  WEST: { template: 'pick_only', cut_off_start_time: '06:00', cut_off_end_time: '08:00' },
  COUNTRY: {
    template: 'auto_pack_consign_on_complete',
    cut_off_start_time: '11:00',
    cut_off_end_time: '13:30',
    extra: { courier: 'TOLL', courier_service: 'IPEC', con_note: true },
  },
};

type NewRun = [run: string, name: string, setup: RunSetup & { delivery_pickup?: 'Pickup' }];

/** Runs added to the warehouses besides the busiest ones (DC1, HBT keep their four). */
const ADDED: NewRun[] = [
  [
    'CBD-PM',
    'CBD Afternoon Courier',
    {
      template: 'auto_pack_consign_on_complete',
      cut_off_start_time: '12:00',
      cut_off_end_time: '14:30',
      extra: { courier: 'STARTRACK', courier_service: 'PREMIUM' },
    },
  ],
  [
    'BULK-WED',
    'Wednesday Bulk Pallets',
    {
      template: 'palletised_pick',
      cut_off_start_time: '08:00',
      cut_off_end_time: '16:00',
      extra: { courier: 'TOLL', courier_service: 'PALLET' },
    },
  ],
  [
    'PICKUP',
    'Trade Counter Pickup',
    {
      template: 'pick_only',
      cut_off_start_time: '07:00',
      cut_off_end_time: '15:30',
      delivery_pickup: 'Pickup',
      extra: { pick_now: true, capture_pod: true },
    },
  ],
];
const ADDED_TO = new Set(['SXD/DC2', 'SXD/RET', 'TAS/LST', 'TAS/DEV']);

function settingsOf(setup: RunSetup): TRunSettings & { run_template: string } {
  return {
    ...runTemplateSettings(setup.template),
    cut_off_start_time: setup.cut_off_start_time,
    cut_off_end_time: setup.cut_off_end_time,
    ...(setup.extra ?? {}),
    run_template: setup.template,
  };
}

/**
 * The demo's runs made from the run templates: the four runs of every warehouse get their
 * template's settings and cut-off times, and the quieter warehouses get a courier run, a
 * bulk pallet run in their last run set and a trade counter pickup run in no set.
 */
export async function seedRuns(db: Db): Promise<number> {
  for (const [run, setup] of Object.entries(EXISTING)) {
    await db.update(runs).set(settingsOf(setup)).where(eq(runs.run, run));
  }
  const sets = await rows<{ site_id: string; warehouse: string; runset_id: string }>(
    db,
    sql`SELECT site_id, warehouse, max(runset_id) AS runset_id FROM wms.run_sets
        GROUP BY site_id, warehouse ORDER BY site_id, warehouse`,
  );
  let added = 0;
  for (const { site_id, warehouse, runset_id } of sets) {
    if (!ADDED_TO.has(`${site_id}/${warehouse}`)) continue;
    for (const [run, name, setup] of ADDED) {
      await db.insert(runs).values({
        site_id,
        warehouse,
        run,
        run_name: `${warehouse} ${name}`,
        runset_id: run === 'PICKUP' ? null : runset_id,
        ...settingsOf(setup),
        ...(setup.delivery_pickup ? { delivery_pickup: setup.delivery_pickup } : {}),
      });
      added += 1;
    }
  }
  // A bulk run's parent is the courier run of its warehouse it consolidates for.
  await db.execute(sql`
    UPDATE wms.runs b SET run_parent_id = c.run_id
      FROM wms.runs c
     WHERE b.run = 'BULK-WED' AND c.run = 'CBD-PM'
       AND c.site_id = b.site_id AND c.warehouse = b.warehouse`);
  return added;
}
