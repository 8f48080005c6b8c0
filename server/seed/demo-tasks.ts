/**
 * Demo task master: the scheduled jobs of both demo sites, with their last runs.
 *
 * - A nightly sync prune at 02:00 every day, mailed on errors only, ran last night.
 * - Location file imports every 5 minutes, 06:00 to 18:00 on weekdays, ran minutes ago.
 * - SXD: an hourly import sweep whose last due time was missed (flagged on the screen).
 * - An inactive weekend import task that never ran (its last run shows Never).
 */
import { GLOBAL_SITE, defaultTaskTimezone, type TTaskDay } from '../../src/contract';
import { nextDue } from '../areas/tasks/schedule';
import { sites, tasks } from '../db/schema';
import type { Db } from '../db/types';

const MINUTE = 60_000;
const WEEKDAYS: Record<TTaskDay, boolean> = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
};
const EVERY_DAY: Record<TTaskDay, boolean> = { ...WEEKDAYS, saturday: true, sunday: true };
const WEEKEND: Record<TTaskDay, boolean> = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: true,
  sunday: true,
};

type DemoTask = Omit<typeof tasks.$inferInsert, 'site_id' | 'timezone' | 'next_due'> &
  Record<TTaskDay, boolean>;

const DEMO_TASKS = (siteId: string, email: string, now: Date): DemoTask[] => [
  {
    task_id: `${siteId.toLowerCase()}-sync-prune`,
    description: 'Nightly sync prune',
    schedule: 'rate(1 hour)',
    lambda: 'sync_prune',
    payload: { days: 8 },
    start_hour: 2,
    end_hour: 3,
    ...EVERY_DAY,
    email_address: email,
    email_errors_only: true,
    time_limit_seconds: 1800,
    last_ran: new Date(now.getTime() - 19 * 60 * MINUTE),
    last_status: 'OK',
    last_duration_ms: 2140,
  },
  {
    task_id: `${siteId.toLowerCase()}-location-import`,
    description: 'Location file imports',
    schedule: 'rate(5 minutes)',
    lambda: 'location_import',
    payload: {},
    start_hour: 6,
    end_hour: 18,
    ...WEEKDAYS,
    email_address: email,
    email_errors_only: true,
    time_limit_seconds: 240,
    last_ran: new Date(now.getTime() - 3 * MINUTE),
    last_status: 'OK',
    last_duration_ms: 310,
  },
  ...(siteId === 'SXD'
    ? [
        {
          task_id: 'sxd-import-sweep',
          description: 'Hourly import sweep (large files)',
          schedule: 'rate(1 hour)',
          lambda: 'location_import',
          payload: { imports: 50 },
          ...WEEKDAYS,
          email_address: email,
          email_errors_only: false,
          time_limit_seconds: 900,
          last_ran: new Date(now.getTime() - 26 * 60 * MINUTE),
          last_status: 'MISSED',
          last_error: 'The task did not run at its due time',
          last_duration_ms: 840,
        },
      ]
    : []),
  {
    task_id: `${siteId.toLowerCase()}-weekend-import`,
    description: 'Weekend location imports',
    schedule: 'rate(30 minutes)',
    lambda: 'location_import',
    active: false,
    payload: {},
    ...WEEKEND,
    email_address: '',
  },
];

/** The demo tasks of every site but GLOBAL, in each site's local zone. */
export async function seedTasks(db: Db, options: { now: Date }): Promise<void> {
  const all = await db.select().from(sites);
  for (const site of all.filter((s) => s.site_id !== GLOBAL_SITE)) {
    const email = site.contact_email ?? '';
    const timezone = defaultTaskTimezone(site.local_zone);
    const rows = DEMO_TASKS(site.site_id, email, options.now).map((t) => {
      const timing = {
        ...t,
        active: t.active ?? true,
        timezone,
        start_hour: t.start_hour ?? 0,
        end_hour: t.end_hour ?? 0,
      };
      return { ...t, site_id: site.site_id, timezone, next_due: nextDue(timing, options.now) };
    });
    await db.insert(tasks).values(rows);
  }
}
