/** The seed's clock: demo times fall in the sites' working hours, dates are local dates. */
export type SeedClock = {
  now: number;
  /** `hour` o'clock (local, may be fractional) on the day `daysAgo` days before the seed day. */
  at(daysAgo: number, hour: number): number;
  /** The local date (YYYY-MM-DD) of an instant. */
  date(t: number): string;
};

const DAY = 86_400_000;
/** Both demo sites (Melbourne, Hobart) keep the same clock. */
export const DEMO_ZONE = 'Australia/Melbourne';

/** The zone's offset from UTC at instant `t`, in ms. */
export function zoneOffset(t: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(t / 1000) * 1000;
}

export function seedClock(now: Date, zone = DEMO_ZONE): SeedClock {
  const t = now.getTime();
  const offset = zoneOffset(t, zone);
  const midnight = Math.floor((t + offset) / DAY) * DAY - offset;
  return {
    now: t,
    at: (daysAgo, hour) => midnight - daysAgo * DAY + Math.round(hour * 3_600_000),
    date: (instant) => new Date(instant + offset).toISOString().slice(0, 10),
  };
}
