/**
 * Demo jobs: job types of both demo sites, and work orders at the work centres of
 * SXD DC1, DC2 and RET and TAS HBT, planned over the last three weeks and the coming days.
 *
 * - Past jobs are mostly Complete (a few Cancelled), their ERP status Complete for the older
 *   ones, Error for a few, New for the last two days; yesterday's and today's jobs are In
 *   Progress, Open or Complete (each centre's first today In Progress, even on a Sunday),
 *   one held for QA; the coming days' jobs are New or Open (each centre's next one Open).
 * - Worked jobs have timesheets by the site's floor staff (those with job update) in shift
 *   hours (06:00-14:00 local, some afternoons) and moves adding up to the quantity made
 *   (all of it for complete jobs, part for jobs in progress). Timesheets and moves of the
 *   last two days wait for the ERP (Pending), older ones are Complete.
 * - Some timesheets are open now: started this morning (or an hour or two ago) on today's
 *   jobs in progress (the `floor` user's only at DC2, so DC1 jobs are free for their demo).
 * - UUIDs and every choice come from the seeded PRNG, so the data is the same every time.
 */
import { sql } from 'drizzle-orm';
import { jobMoves, jobTimesheets, jobTypes, jobs } from '../db/schema';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { seedClock } from './clock';
import { rng, type Rng } from './prng';

const MINUTE = 60_000;

type TypeDef = [
  job_type: string,
  name: string,
  entity: 'inventory' | 'customer' | 'supplier',
  role: string,
  warn: boolean,
];

export const DEMO_JOB_TYPES: Record<string, TypeDef[]> = {
  SXD: [
    ['MFG', 'Manufacturing', 'inventory', '', true],
    ['KIT', 'Kitting', 'inventory', '', true],
    ['REPACK', 'Re-pack', 'inventory', '', false],
    ['QA', 'Quality hold', 'inventory', 'wms', true],
    ['LABEL', 'Re-label for customer', 'customer', '', true],
    ['RTV', 'Return to supplier', 'supplier', '', false],
  ],
  TAS: [
    ['FILLET', 'Filleting batch', 'inventory', '', true],
    ['SMOKE', 'Smokehouse batch', 'inventory', '', true],
    ['EXPORT', 'Export packing', 'customer', '', true],
  ],
};

/** The job types each work centre runs, and how many jobs it plans per working day. */
const CENTRES: {
  site: string;
  warehouse: string;
  centre: string;
  types: string[];
  perDay: number;
}[] = [
  { site: 'SXD', warehouse: 'DC1', centre: 'PACK1', types: ['REPACK', 'LABEL', 'MFG'], perDay: 3 },
  { site: 'SXD', warehouse: 'DC1', centre: 'KIT1', types: ['KIT', 'KIT', 'MFG'], perDay: 2 },
  { site: 'SXD', warehouse: 'DC2', centre: 'BLAST', types: ['MFG', 'REPACK', 'QA'], perDay: 2 },
  { site: 'SXD', warehouse: 'RET', centre: 'INSP', types: ['QA', 'RTV'], perDay: 1 },
  { site: 'TAS', warehouse: 'HBT', centre: 'FILLET', types: ['FILLET', 'EXPORT'], perDay: 2 },
  { site: 'TAS', warehouse: 'HBT', centre: 'SMOKE', types: ['SMOKE'], perDay: 1 },
];

const VERBS: Record<string, string> = {
  MFG: 'Make',
  KIT: 'Kit',
  REPACK: 'Re-pack',
  QA: 'Inspect',
  LABEL: 'Re-label',
  RTV: 'Return',
  FILLET: 'Fillet',
  SMOKE: 'Smoke',
  EXPORT: 'Pack for export',
};
const CUSTOMERS = ['Coles DC Truganina', 'Metcash Laverton', 'Aldi Dandenong', 'IGA Ballarat'];
const SUPPLIERS = ['Barilla Australia', 'San Remo Pasta', 'Simplot Foods'];
const HOLD_REASONS = ['Awaiting QA release', 'Labels on order', 'Customer query'];

/** A v4-shaped UUID from the seeded PRNG. */
function uuidFrom(r: Rng): string {
  const hex = Array.from({ length: 32 }, () => r.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + r.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export type JobsOptions = { now: Date; seed: number };

export async function seedJobs(db: Db, options: JobsOptions): Promise<{ jobs: number }> {
  const r = rng(options.seed);
  const clock = seedClock(options.now);

  for (const [site, types] of Object.entries(DEMO_JOB_TYPES)) {
    await db.insert(jobTypes).values(
      types.map(([job_type, job_type_name, entity, role, warn]) => ({
        site_id: site,
        job_type,
        job_type_name,
        entity,
        role_to_add_inventory: role,
        warn_on_add_inventory: warn,
      })),
    );
  }

  const staff = await rows<{ site_id: string; user_id: string }>(
    db,
    sql`SELECT p.site_id, p.user_id FROM wms.user_permissions p
        JOIN wms.users u ON u.user_id = p.user_id
        WHERE p.module = 'job' AND p."update" AND u.role <> 'provider'
        GROUP BY p.site_id, p.user_id ORDER BY p.site_id, p.user_id`,
  );
  const staffOf = (site: string) => {
    const list = staff.filter((s) => s.site_id === site).map((s) => s.user_id);
    return list.length ? list : ['admin'];
  };
  const items = await rows<{ site_id: string; inventory_code: string; d: string }>(
    db,
    sql`SELECT site_id, inventory_code, inventory_description AS d FROM (
          SELECT site_id, inventory_code, inventory_description,
                 row_number() OVER (PARTITION BY site_id ORDER BY inventory_code) AS n
          FROM wms.inventory WHERE site_id IN ('SXD', 'TAS') AND active) x
        WHERE n <= 80 ORDER BY site_id, inventory_code`,
  );
  const itemsOf = (site: string) => items.filter((i) => i.site_id === site);

  type Plan = {
    site: string;
    daysAgo: number;
    values: typeof jobs.$inferInsert;
    openBy: string[];
  };
  const plans: Plan[] = [];
  let seq = 310000;
  /** Jobs planned so far for the coming days, per work centre. */
  const ahead = new Map<string, number>();
  for (let daysAgo = 21; daysAgo >= -5; daysAgo--) {
    const weekday = new Date(clock.at(daysAgo, 12)).getUTCDay();
    // No jobs are planned on Sundays, but the demo always has work in progress today.
    if (weekday === 0 && daysAgo !== 0) continue;
    for (const c of CENTRES) {
      const count = weekday === 6 || weekday === 0 ? 1 : c.perDay;
      for (let k = 0; k < count; k++) {
        seq += 1;
        const type = r.pick(c.types);
        const entity = DEMO_JOB_TYPES[c.site]!.find((t) => t[0] === type)![2];
        const siteItems = itemsOf(c.site);
        const item = siteItems.length ? r.pick(siteItems) : undefined;
        const qty = r.int(2, 40) * 12;
        let status: string;
        let erp = 'New';
        let hold = false;
        const roll = r.next();
        if (daysAgo >= 2) {
          status = roll < 0.07 ? 'Cancelled' : 'Complete';
          erp = status === 'Cancelled' ? 'New' : roll > 0.93 ? 'Error' : 'Complete';
        } else if (daysAgo >= 0) {
          status = roll < 0.35 ? 'Complete' : roll < 0.85 ? 'In Progress' : 'Open';
          // Each centre's first job today is being worked now.
          if (daysAgo === 0 && k === 0) status = 'In Progress';
        } else {
          // Each centre's next job is released (Open), the one after it not yet (New).
          const planned = ahead.get(c.centre) ?? 0;
          ahead.set(c.centre, planned + 1);
          status = planned === 0 ? 'Open' : planned === 1 ? 'New' : roll < 0.5 ? 'Open' : 'New';
        }
        if (status !== 'Complete' && status !== 'Cancelled' && r.next() < 0.08) hold = true;
        const party =
          entity === 'customer'
            ? r.pick(CUSTOMERS)
            : entity === 'supplier'
              ? r.pick(SUPPLIERS)
              : '';
        const what = item ? `${qty} x ${item.d}` : `${qty} units`;
        plans.push({
          site: c.site,
          daysAgo,
          openBy: [],
          values: {
            site_id: c.site,
            job_type: type,
            job_reference: `WO-${seq}`,
            job_description: `${VERBS[type] ?? type} ${what}${party ? ` - ${party}` : ''}`,
            planned_date: clock.date(clock.at(daysAgo, 12)),
            hold,
            hold_reason: hold ? r.pick(HOLD_REASONS) : '',
            warehouse: c.warehouse,
            work_centre: c.centre,
            status,
            complete: status === 'Complete',
            entity_code: party,
            inventory_code: entity === 'inventory' && item ? item.inventory_code : '',
            quantity_required: qty,
            erp_id: erp === 'Complete' ? `EXO-WO-${seq}` : '',
            erp_status: erp,
            erp_complete: erp === 'Complete',
            created_at: new Date(clock.at(daysAgo + 3, 9)),
            updated_at: new Date(Math.min(clock.now, clock.at(daysAgo, 15))),
          },
        });
      }
    }
  }

  const inserted = await db
    .insert(jobs)
    .values(plans.map((p) => p.values))
    .returning({ job_id: jobs.job_id, job_reference: jobs.job_reference });
  const idOf = new Map(inserted.map((j) => [j.job_reference, j.job_id]));

  const timesheets: (typeof jobTimesheets.$inferInsert)[] = [];
  const moves: (typeof jobMoves.$inferInsert)[] = [];
  for (const [index, p] of plans.entries()) {
    const v = p.values;
    const worked = v.status === 'Complete' || v.status === 'In Progress';
    if (!worked) continue;
    const jobId = idOf.get(v.job_reference!)!;
    const who = staffOf(p.site);
    const day = Math.max(p.daysAgo, 0);
    const recent = day <= 1;
    const sheets = r.int(1, 3);
    const inProgressToday = v.status === 'In Progress' && day === 0;
    let made = 0;
    for (let s = 0; s < sheets; s++) {
      const user = who[(s + index) % who.length]!;
      const startHour = r.next() < 0.15 ? 14 + r.next() * 2 : 6 + r.next() * 6;
      let start = clock.at(day, startHour);
      // Today's work started before now (this morning, else an hour or two ago).
      if (start > clock.now - 20 * MINUTE) {
        start = clock.now - (60 + r.int(0, 90)) * MINUTE;
      }
      const mins = r.int(20, 180);
      const open =
        inProgressToday &&
        s === 0 &&
        !(user === 'floor' && v.warehouse === 'DC1') &&
        !p.openBy.includes(user);
      const end = Math.min(start + mins * MINUTE, clock.now - 5 * MINUTE);
      if (!open && end <= start) continue;
      if (open) p.openBy.push(user);
      timesheets.push({
        site_id: p.site,
        time_id: uuidFrom(r),
        job_id: jobId,
        user_id: user,
        start_timestamp: new Date(start),
        end_timestamp: open ? null : new Date(end),
        total_duration_mins: open ? null : Math.round(((end - start) / MINUTE) * 100) / 100,
        erp_status: recent ? 'Pending' : 'Complete',
        created_at: new Date(start),
        updated_at: new Date(open ? start : end),
      });
      // A move at the end of each closed timesheet: the quantity made in it.
      const total = v.quantity_required ?? 0;
      const share =
        v.status === 'Complete' && s === sheets - 1
          ? total - made
          : Math.floor((total / sheets) * (0.6 + r.next() * 0.4));
      if (!open && share > 0) {
        made += share;
        moves.push({
          site_id: p.site,
          move_id: uuidFrom(r),
          job_id: jobId,
          user_id: user,
          movement_qty: share,
          timestamp: new Date(end),
          erp_status: recent ? 'Pending' : 'Complete',
          created_at: new Date(end),
          updated_at: new Date(end),
        });
      }
    }
  }
  if (timesheets.length) await db.insert(jobTimesheets).values(timesheets);
  if (moves.length) await db.insert(jobMoves).values(moves);
  return { jobs: plans.length };
}
