import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects: the production build's budget (it builds into a temporary folder), the server suite (Node, real database through HTTP: the run's own embedded
 * PostgreSQL, or the server of DATABASE_URL when TEST_DB=postgres) and the app suite (jsdom).
 */
// One instant for the run: the demo data is dated from it (DEMO_NOW), by the template and by every
// server a test starts, and tests name "today" by it, so a run that crosses midnight at the demo
// sites sees one day.
process.env.DEMO_NOW ??= new Date().toISOString();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // Every answer is parsed against its action's output contract (server/http/output-check.ts).
          env: { CHECK_ACTION_OUTPUTS: '1' },
          include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // Migrate and seed once; each file copies that database (tests/server/db-template.ts).
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file has its own database and app; the machine has two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 60_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/app/setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
