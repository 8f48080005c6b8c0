// The project's one test command (`npm test`): typecheck, lint, format, Vitest (app + server
// on the embedded PostgreSQL 17, and the engine-sensitive server files again on the PostgreSQL
// server of DATABASE_URL when it is set), the production build, and Playwright in Debian's
// Chromium. Prints a summary table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const steps = [];
let failed = false;

function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) failed = true;
  return ok;
}

const npx = 'npx';
step('install', process.execPath, ['scripts/ensure-deps.mjs']);
step('typecheck', process.execPath, ['scripts/typecheck.mjs']);
step('lint', npx, ['eslint', '.', '--max-warnings', '0']);
step('format', npx, ['prettier', '--check', '.']);
// Each Vitest run also writes a JSON report, so the failures can be repeated after the
// summary table: CI keeps only the end of what was printed.
mkdirSync('.tmp', { recursive: true });
const vitestReports = [];
function vitest(name, args, env = {}) {
  const report = `.tmp/vitest-report-${vitestReports.length + 1}.json`;
  rmSync(report, { force: true });
  vitestReports.push({ name, report });
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  step(name, npx, ['vitest', 'run', ...args, ...reporters], env);
}

vitest('vitest (app + server on the embedded PostgreSQL)', []);
// The files whose behaviour leans on the server's version and settings (roles, grants, row
// security, time-outs, locks, cursors): they run again on DATABASE_URL, so a site that runs its
// own PostgreSQL server is covered without repeating the whole suite.
const ENGINE_SENSITIVE = [
  'tests/server/rls.test.ts',
  'tests/server/query-role-grants.test.ts',
  'tests/server/user-sql-limits.test.ts',
  'tests/server/outside-calls.test.ts',
  'tests/server/login-limits.test.ts',
  'tests/server/idempotency.test.ts',
  'tests/server/task-scheduler-pg.test.ts',
];
if (process.env.DATABASE_URL) {
  vitest(
    'vitest (engine-sensitive server files on DATABASE_URL)',
    ['--project', 'server', ...ENGINE_SENSITIVE],
    {
      TEST_DB: 'postgres',
    },
  );
} else {
  console.log('\n(DATABASE_URL is not set: the server suite ran on the embedded PostgreSQL only)');
}
const built = step('build', npx, ['vite', 'build']);
if (built && process.env.SKIP_E2E !== '1') {
  if (step('chromium', process.execPath, ['scripts/ensure-chromium.mjs'])) {
    step('playwright', npx, ['playwright', 'test']);
  }
}

console.log('\n| step | result | seconds |\n| --- | --- | --- |');
for (const s of steps) console.log(`| ${s.name} | ${s.ok ? 'pass' : 'FAIL'} | ${s.seconds} |`);
for (const { name, report } of vitestReports) printVitestFailures(name, report);
process.exit(failed ? 1 : 0);

/** The failed tests of one Vitest run, each with the start of its message. */
function printVitestFailures(name, report) {
  if (!existsSync(report)) return;
  const results = JSON.parse(readFileSync(report, 'utf8')).testResults ?? [];
  for (const file of results) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) {
      console.log(`\n${name}: ${file.name} failed\n${String(file.message ?? '').slice(0, 1500)}`);
    }
    for (const t of failedTests) {
      const message = (t.failureMessages ?? []).join('\n').split('\n').slice(0, 25).join('\n');
      console.log(`\n${name}: FAILED ${file.name} > ${t.fullName}\n${message}`);
    }
  }
}
