// The product's one start command (`npm start`): installs dependencies when missing, builds
// the app, then starts the server with its embedded database (PostgreSQL 17, started by the
// server with its data in DATA_DIR/postgres; demo data on first start) serving app and API on
// PORT (default 8080).
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, ['scripts/ensure-deps.mjs']);
if (process.env.SKIP_BUILD !== '1') run('npx', ['vite', 'build', '--logLevel', 'warn']);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
