import { setPriority } from 'node:os';
import { warmQuickJs } from './engine/quickjs-module';
import { renderInSandbox } from './engine/template';
import { runInSandbox, type THostCall } from './engine/script';
import { transformInSandbox } from './engine/transform';
import {
  DEFAULT_RENDER_LIMITS,
  DEFAULT_SCRIPT_LIMITS,
  type THostReply,
  type TSandboxAnswer,
  type TWorkerMessage,
  type TWorkerTask,
} from './tasks';

/*
 * A sandbox worker thread (piscina). Each task gets a QuickJS module of its own; the thread
 * holds only the compiled WebAssembly binary and nunjucks' source between tasks. The server
 * enforces the task's deadline again from outside and terminates this thread when it passes.
 */

/**
 * User code yields the processor to the server's own thread and the database: this thread runs
 * at a lower priority (on Linux the nice value is a thread's own, so only this thread). A
 * runaway template then slows floor calls less; an ordinary label still renders in time.
 */
const SANDBOX_NICE = 10;
try {
  setPriority(SANDBOX_NICE);
} catch {
  // Not allowed here (some containers): the thread runs at the server's priority.
}

const send = (task: TWorkerTask, message: TWorkerMessage) => task.port.postMessage(message);

/** A script's `call(entity, action, data)`: asked of the server's thread over the task's port. */
function hostCallOver(task: TWorkerTask): THostCall {
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let next = 0;
  task.port.on('message', (reply: THostReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(new Error(reply.message));
  });
  return (entity, action, data) =>
    new Promise((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve, reject });
      send(task, { type: 'call', id: next, entity, action, data });
    });
}

async function run(task: TWorkerTask): Promise<TSandboxAnswer> {
  if (Date.now() >= task.deadline) {
    return task.kind === 'script'
      ? { ok: false, limit: 'late', logs: [], ms: 0 }
      : { ok: false, limit: 'late' };
  }
  send(task, { type: 'started' });
  switch (task.kind) {
    case 'template':
      return renderInSandbox(task.source, task.data, task.limits, task.deadline, task.escape);
    case 'script':
      return runInSandbox(
        task.source,
        task.input,
        task.limits,
        task.deadline,
        task.canCall ? hostCallOver(task) : undefined,
      );
    case 'transform':
      return transformInSandbox(task.snippet, task.input, task.limits, task.deadline);
  }
}

/** Compile the binary and run a template and a script once: the first runs in a thread are slow. */
async function warmUp(): Promise<void> {
  await warmQuickJs();
  const deadline = Date.now() + 30_000;
  await renderInSandbox('{{ x }}', [{ x: 1 }], DEFAULT_RENDER_LIMITS, deadline);
  await runInSandbox('return data.x', { x: 1 }, DEFAULT_SCRIPT_LIMITS, deadline, undefined);
}

await warmUp();

export default async function sandboxTask(task: TWorkerTask): Promise<TSandboxAnswer> {
  try {
    return await run(task);
  } finally {
    task.port.close();
  }
}
