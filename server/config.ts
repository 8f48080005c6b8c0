import { resolve } from 'node:path';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '../src/contract';

export type Config = {
  port: number;
  host: string;
  /** Folder of the embedded database. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** A read replica of that database: report runs, exports and SQL tool selects read there. */
  databaseReplicaUrl: string | undefined;
  /** Load demo data on first start (DEMO=0 turns it off). */
  demo: boolean;
  /** The instant the demo data is dated from (DEMO_NOW, ISO 8601); the start time when unset. */
  demoNow: Date | undefined;
  /** Failed sign-in attempts allowed per address and account per minute. */
  loginRateLimit: number;
  /** Behind a reverse proxy: trust X-Forwarded-For and X-Forwarded-Proto (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** Image sources allowed besides 'self', data: and blob: (IMG_SRC, space-separated). */
  imgSrc: string[];
};

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, not '${value}'`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

/** Content-Security-Policy sources: space-separated, none of them quoted keywords but 'self'. */
function sources(value: string | undefined, name: string): string[] {
  const list = (value ?? '').split(/\s+/).filter(Boolean);
  for (const source of list) {
    if (/[;,'"]/.test(source) && source !== "'self'")
      throw new Error(
        `${name} must list sources such as https: or https://cdn.example.com, not '${source}'`,
      );
  }
  return list;
}

function instant(value: string | undefined, name: string): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const t = Date.parse(value.trim());
  if (Number.isNaN(t))
    throw new Error(
      `${name} must be a date and time such as 2026-11-20T09:00:00+11:00, not '${value}'`,
    );
  return new Date(t);
}

/** Read the configuration from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL?.trim() || undefined,
    demo: flag(env.DEMO, true),
    demoNow: instant(env.DEMO_NOW, 'DEMO_NOW'),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, LOGIN_ATTEMPTS_PER_MINUTE, 'LOGIN_RATE_LIMIT'),
    trustProxy: flag(env.TRUST_PROXY, false),
    imgSrc: sources(env.IMG_SRC, 'IMG_SRC'),
  };
}
