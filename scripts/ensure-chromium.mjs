// Makes sure Debian's Chromium is present for Playwright (`npx playwright install` cannot
// download here). Installs it with apt-get when missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) {
  process.exit(0);
}
console.log(`[ensure-chromium] ${path} is missing: installing Debian's chromium`);
const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
const run = (cmd) =>
  execSync(sudo + cmd, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  run('apt-get update -q');
  run('apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core');
} catch (error) {
  console.error('[ensure-chromium] could not install chromium:', error.message);
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`[ensure-chromium] chromium installed but ${path} is still missing`);
  process.exit(1);
}
