import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ERROR_CODES, SANDBOX_MESSAGES } from '../../src/contract';
import { AppError } from '../errors';
import { currentSite } from '../request-site';
import { SiteShare } from './site-share';
import {
  DEFAULT_RENDER_LIMITS,
  type THostReply,
  type TLimitAnswer,
  type TSandboxAnswer,
  type TSandboxTask,
  type TWorkerMessage,
  type TWorkerTask,
} from './tasks';

/*
 * User-written code runs in a small pool of worker threads, never on the server's own thread.
 * The pool enforces each task's deadline from outside: a grace period after it, the task is
 * aborted and its worker terminated (piscina starts a fresh one), so a loop the interpreter
 * could not interrupt, or a module stuck in WebAssembly, costs one worker for a moment and
 * nothing else. Tasks wait in a bounded queue; a full queue is answered at once (429).
 *
 * A task's time limit counts from when the pool can take it (its workers started: the first
 * call after a start waits for that), queueing behind other tasks included: a task whose time
 * passed before a worker was free is refused as "could not start within its limit".
 */

/** How long past its deadline a task may run before its worker is terminated. */
export const SANDBOX_GRACE_MS = 400;

function intFromEnv(name: string, fallback: number, min: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= min ? value : fallback;
}

/** Worker threads (SANDBOX_WORKERS, default 2, or 1 on a one-core machine). */
export const sandboxWorkers = () =>
  intFromEnv('SANDBOX_WORKERS', Math.max(1, Math.min(2, availableParallelism())), 1);
/** Tasks that may wait for a worker (SANDBOX_QUEUE, default 16). */
export const sandboxQueue = () => intFromEnv('SANDBOX_QUEUE', 16, 0);
/** V8 heap of a worker in MB (SANDBOX_WORKER_HEAP_MB, default 256): inputs, outputs, nunjucks. */
const workerHeapMb = () => intFromEnv('SANDBOX_WORKER_HEAP_MB', 256, 64);

type Pool = {
  piscina: Piscina<TWorkerTask, TSandboxAnswer>;
  ready: Promise<void>;
  /** Tasks running or waiting at most (workers and queue); past it a task is refused. */
  capacity: number;
};
let pool: Pool | undefined;
let holders = 0;
/** One worker fewer than all for any one site, when there are two or more. */
let share: SiteShare | undefined;
const siteShare = () => (share ??= new SiteShare(Math.max(1, sandboxWorkers() - 1)));
/** Tasks submitted and not yet settled. */
let inFlight = 0;

/** One task through the pool, with a port for its messages (the worker closes its end). */
function submit(
  piscina: Piscina<TWorkerTask, TSandboxAnswer>,
  task: TSandboxTask,
  deadline: number,
  signal?: AbortSignal,
) {
  const { port1, port2 } = new MessageChannel();
  const answer = piscina.run(
    { ...task, deadline, port: port2 },
    { transferList: [port2], ...(signal ? { signal } : {}) },
  );
  return { port: port1, answer };
}

function createPool(): Pool {
  const threads = sandboxWorkers();
  const piscina = new Piscina<TWorkerTask, TSandboxAnswer>({
    // A JavaScript entry that loads sandbox-worker.ts through tsx (see its comment).
    filename: new URL('./sandbox-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: sandboxQueue(),
    idleTimeout: 60_000,
    // A task's port carries messages while it runs: no thread parks on Atomics between them.
    atomics: 'disabled',
    // None of the parent's flags: the entry brings its own TypeScript loader.
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: workerHeapMb(),
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
  });
  // Ready once a worker has started and answered (each worker warms up before its first task).
  const ping = submit(
    piscina,
    { kind: 'template', source: '', data: [], limits: DEFAULT_RENDER_LIMITS },
    Date.now() + 60_000,
  );
  const ready = ping.answer.then(
    () => void ping.port.close(),
    (error: unknown) => {
      ping.port.close();
      throw error;
    },
  );
  return { piscina, ready, capacity: threads + sandboxQueue() };
}

/** The shared pool, created on first use. A pool whose workers cannot start is dropped. */
async function readyPool(): Promise<Pool> {
  const current = (pool ??= createPool());
  try {
    await current.ready;
  } catch (error) {
    if (pool === current) pool = undefined;
    await current.piscina.destroy();
    throw error;
  }
  return current;
}

/** Start the workers ahead of the first task (the server calls it once it listens). */
export async function warmSandboxPool(): Promise<void> {
  await readyPool();
}

/** Stop every worker now (pending tasks are refused). The next task starts a new pool. */
export async function destroySandboxPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  if (current) await current.piscina.destroy();
}

/**
 * One holder of the shared pool (an app): its release destroys the pool once no holder is
 * left, so a closed app leaves no worker behind. Idle workers never keep the process alive.
 */
export function holdSandboxPool(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) await destroySandboxPool();
  };
}

/** A script's calls back into the product, answered on the server's thread. */
export type THostCalls = (entity: string, action: string, data: unknown) => Promise<unknown>;

const QUEUE_FULL = /queue is at limit|no task queue available/i;
/** A worker that ended under its task (an exit, a fatal error) rather than a refusal. */
const WORKER_DIED = /ERR_WORKER|worker.*(exit|terminat)|terminating worker/i;

/** Answer a worker's messages: its start, and a script's calls (over the same port). */
function listen(port: MessagePort, hostCalls: THostCalls | undefined, onStart: () => void) {
  const reply = (answer: THostReply) => {
    try {
      port.postMessage(answer);
    } catch {
      // The task ended meanwhile: nobody waits for this answer.
    }
  };
  port.on('message', (message: TWorkerMessage) => {
    if (message.type === 'started') return onStart();
    if (!hostCalls)
      return reply({ id: message.id, ok: false, message: 'This script cannot call actions here' });
    hostCalls(message.entity, message.action, message.data).then(
      (value) => reply({ id: message.id, ok: true, value }),
      (error: unknown) =>
        reply({
          id: message.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}
type MessagePort = ReturnType<typeof submit>['port'];

/**
 * Run one task in a worker. Answers the worker's answer, or the limit that ended it from
 * outside: its deadline passed (running: 'time'; still waiting for a worker: 'late'), or its
 * worker died (V8 heap: 'memory'; anything else: 'crash'). A full queue throws a 429.
 */
export async function runSandboxTask(
  task: TSandboxTask,
  hostCalls?: THostCalls,
): Promise<TSandboxAnswer | TLimitAnswer> {
  const { piscina, capacity } = await readyPool();
  // The queue is bounded here (piscina's maxQueue lets abortable tasks past it).
  if (inFlight >= capacity)
    throw new AppError(ERROR_CODES.RATE_LIMITED, SANDBOX_MESSAGES.busy, 429);
  inFlight += 1;
  const deadline = Date.now() + task.limits.timeMs;
  // Work of a call waits for its site's turn (within its own time): a site whose code runs to
  // its limits never holds every worker.
  const site = currentSite();
  if (site !== undefined && !(await siteShare().enter(site, deadline))) {
    inFlight -= 1;
    return { ok: false, limit: 'late' };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), task.limits.timeMs + SANDBOX_GRACE_MS);
  let started = false;
  const { port, answer } = submit(piscina, task, deadline, controller.signal);
  listen(port, hostCalls, () => {
    started = true;
  });
  try {
    return await answer;
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, limit: started ? 'time' : 'late' };
    const e = error as { code?: unknown; message?: unknown };
    if (QUEUE_FULL.test(String(e.message)))
      throw new AppError(ERROR_CODES.RATE_LIMITED, SANDBOX_MESSAGES.busy, 429);
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') return { ok: false, limit: 'memory' };
    if (WORKER_DIED.test(`${String(e.code)} ${String(e.message)}`))
      return { ok: false, limit: 'crash' };
    throw error;
  } finally {
    inFlight -= 1;
    if (site !== undefined) siteShare().leave(site);
    clearTimeout(timer);
    port.close();
  }
}
