import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4318);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

// The instant the server's demo data is dated from; specs read it to know the demo's day.
process.env.DEMO_NOW ??= new Date().toISOString();

/** Real Chromium (Debian's) against the real server, started with its own port and data folder. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server stops its embedded PostgreSQL on SIGTERM (a SIGKILL would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEMO: '1',
      DEMO_NOW: process.env.DEMO_NOW,
      LOGIN_RATE_LIMIT: '1000',
      CHECK_ACTION_OUTPUTS: '1',
      TASK_SCHEDULER: '0',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
