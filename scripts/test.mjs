// The project's one test command (`npm test`): typecheck, lint, format, Vitest (app + server
// on PGlite, and the server suite again on PostgreSQL when DATABASE_URL is set), the
// production build, and Playwright in Debian's Chromium. Prints a summary table.
import { spawnSync } from 'node:child_process';

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
step('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('lint', npx, ['eslint', '.', '--max-warnings', '0']);
step('format', npx, ['prettier', '--check', '.']);
step('vitest (app + server on PGlite)', npx, ['vitest', 'run']);
if (process.env.DATABASE_URL) {
  step('vitest (server on PostgreSQL)', npx, ['vitest', 'run', '--project', 'server'], {
    TEST_DB: 'postgres',
  });
} else {
  console.log('\n(DATABASE_URL is not set: the PostgreSQL half of the server suite is skipped)');
}
const built = step('build', npx, ['vite', 'build']);
if (built && process.env.SKIP_E2E !== '1') {
  if (step('chromium', process.execPath, ['scripts/ensure-chromium.mjs'])) {
    step('playwright', npx, ['playwright', 'test']);
  }
}

console.log('\n| step | result | seconds |\n| --- | --- | --- |');
for (const s of steps) console.log(`| ${s.name} | ${s.ok ? 'pass' : 'FAIL'} | ${s.seconds} |`);
process.exit(failed ? 1 : 0);
