import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4318);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR, DEMO: '1', LOGIN_RATE_LIMIT: '1000' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
