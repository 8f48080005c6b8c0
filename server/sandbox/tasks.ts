import type { MessagePort } from 'node:worker_threads';

/*
 * What crosses between the server's thread and a sandbox worker: JSON-able tasks and answers
 * (plus, for a script's calls back into the product, a MessagePort). The limits are the
 * interpreter's; the pool enforces the same deadline again from outside the worker.
 */

export interface TRenderLimits {
  /** Wall time for the whole call, compiling and every render included. */
  timeMs: number;
  /** Heap of the interpreter. */
  memoryBytes: number;
  /** Size of all outputs together. */
  maxOutputChars: number;
}

export const DEFAULT_RENDER_LIMITS: TRenderLimits = {
  timeMs: 2_000,
  memoryBytes: 48 * 1024 * 1024,
  maxOutputChars: 8 * 1024 * 1024,
};

export interface TScriptLimits {
  /** Wall time for the whole run, host calls included. */
  timeMs: number;
  /** Heap of the interpreter. */
  memoryBytes: number;
  /** Size of the result and of all log lines together. */
  maxOutputChars: number;
  /** Host calls one run may make. */
  maxCalls: number;
}

export const DEFAULT_SCRIPT_LIMITS: TScriptLimits = {
  timeMs: 2_000,
  memoryBytes: 32 * 1024 * 1024,
  maxOutputChars: 256 * 1024,
  maxCalls: 50,
};

/**
 * How a template's output values are escaped: not at all, or for ZPL (`^`, `~` and `_` as the
 * `^FH_` hex escapes _5E, _7E and _5F, so data never becomes a printer command).
 */
export type TTemplateEscape = 'none' | 'zpl';

export type TTransformLimits = { timeMs: number; memoryBytes: number };
export type TTransformInput = {
  rows: unknown[];
  data: Record<string, unknown[]>;
  params: Record<string, unknown>;
  import_data: unknown[] | null;
};

/**
 * A limit the code ran into: its time, its memory, its stack, the interpreter breaking
 * (an abort of the WebAssembly module), or its deadline passing before a worker was free.
 */
export type TLimitHit = 'time' | 'memory' | 'stack' | 'crash' | 'late';
export type TLimitAnswer = { ok: false; limit: TLimitHit };

export type TTemplateAnswer =
  | { ok: true; outputs: string[] }
  | { ok: false; message: string; line?: number; column?: number }
  | TLimitAnswer;

export type TScriptAnswer = { logs: string[]; ms: number } & (
  | { ok: true; result: unknown }
  | { ok: false; kind: 'error' | 'output'; message: string }
  | TLimitAnswer
);

export type TTransformAnswer =
  { ok: true; rows: unknown[] } | { ok: false; message: string } | TLimitAnswer;

/** A task as a caller asks for it; its deadline is set when the pool can take it. */
export type TSandboxTask =
  | {
      kind: 'template';
      source: string;
      data: readonly unknown[];
      limits: TRenderLimits;
      escape?: TTemplateEscape;
    }
  | { kind: 'script'; source: string; input: unknown; limits: TScriptLimits; canCall: boolean }
  | { kind: 'transform'; snippet: string; input: TTransformInput; limits: TTransformLimits };

export type TSandboxAnswer = TTemplateAnswer | TScriptAnswer | TTransformAnswer;

/**
 * The task as the worker receives it: with its deadline (ms since the epoch: the interpreter
 * interrupts the code then) and the port it reports its start and makes calls on.
 */
export type TWorkerTask = TSandboxTask & { deadline: number; port: MessagePort };

/** Worker to server: the task started, or a script's `call(entity, action, data)`. */
export type TWorkerMessage =
  { type: 'started' } | { type: 'call'; id: number; entity: string; action: string; data: unknown };
/** Server to worker: a call's answer. */
export type THostReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** The limit an interpreter error names, if it names one. */
export function limitOf(raw: string): TLimitHit | undefined {
  if (/interrupted/i.test(raw)) return 'time';
  if (/stack overflow|maximum call stack/i.test(raw)) return 'stack';
  if (/out of memory|string too long|invalid array length|TOO_LONG|memory size/i.test(raw))
    return 'memory';
  return undefined;
}

/** A JavaScript error thrown by the interpreter's host side (an abort, a trap) as a limit. */
export function crashOf(error: unknown): TLimitHit {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return limitOf(text) ?? 'crash';
}
