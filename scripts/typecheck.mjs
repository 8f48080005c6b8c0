// Typecheck each runtime with its own types: the app (DOM), the service worker (WebWorker),
// the server (Node, no DOM), and the Node-side tools that drive a browser (e2e, benchmarks).
// Two at a time: one per core.
import { spawn } from 'node:child_process';

const projects = ['app', 'server', 'node', 'sw'];

function check(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '--noEmit', '--pretty', '-p', `tsconfig.${name}.json`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(output.replace(/^npm warn .*\n/gm, ''));
      console.log(`tsconfig.${name}.json: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
const worker = async () => {
  for (let name = queue.shift(); name; name = queue.shift()) results.push(await check(name));
};
await Promise.all([worker(), worker()]);
process.exit(results.every(Boolean) ? 0 : 1);
