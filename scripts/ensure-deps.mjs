// Installs the project's npm dependencies when node_modules is missing or older than the
// lockfile. Uses `npm install` (not `npm ci`, which fails on lockfiles lacking other
// platforms' optional binaries).
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const stamp = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale =
  !existsSync(stamp) ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(stamp).mtimeMs + 1000);
if (stale) {
  console.log('[deps] installing npm dependencies ...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
