// Starts the built server for Playwright on a fresh embedded database folder.
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Always the embedded database in a fresh folder: a DATABASE_URL from the environment (CI
// sets one for the server suite) must not make the browser tests share, or dirty, a database.
const env = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env,
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
