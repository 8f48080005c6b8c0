import { loadConfig } from '../../server/config';

/** The instant this run's demo data is dated from: DEMO_NOW (vitest.config.ts pins it per run). */
export function demoNow(): Date {
  return loadConfig().demoNow ?? new Date();
}
