import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  newQuickJSWASMModule,
  newVariant,
  RELEASE_SYNC,
  type CustomizeVariantOptions,
  type QuickJSWASMModule,
} from 'quickjs-emscripten';

const require = createRequire(import.meta.url);
const PAGE_BYTES = 64 * 1024;
/** The module's own minimum memory (16 MB: its stack and static data live there too). */
const INITIAL_PAGES = 256;
/** WebAssembly memory allowed beyond the interpreter's heap limit: stack, static data, slack. */
const HEADROOM_BYTES = 16 * 1024 * 1024;
/**
 * The interpreter counts what it allocates, not what its allocator holds: many small objects
 * take 3 to 4 times their count in WebAssembly memory. The memory's maximum is this many times
 * the heap limit (plus headroom), so that a heap within its limit fits and a runaway does not.
 */
const HEAP_FACTOR = 1.5;
/** Bytes of WebAssembly memory per character of code and data copied in (strings, then objects). */
const BYTES_PER_INPUT_CHAR = 6;
/** Within this of its maximum, a failed task's memory is taken as full. */
const FULL_MARGIN_BYTES = 8 * 1024 * 1024;

/** Emscripten's print hooks (not in its typings): an abort is answered, not printed. */
const QUIET = { printErr: () => undefined, print: () => undefined } as NonNullable<
  CustomizeVariantOptions['emscriptenModule']
>;

/** The WebAssembly global (the server's TypeScript libs type its namespace, not its value). */
type WasmModule = Exclude<NonNullable<CustomizeVariantOptions['wasmModule']>, () => unknown>;
type WasmMemory = Exclude<NonNullable<CustomizeVariantOptions['wasmMemory']>, () => unknown>;
type WasmGlobal = {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory;
};
const wasm = (globalThis as unknown as { WebAssembly: WasmGlobal }).WebAssembly;

let compiled: Promise<WasmModule> | undefined;
let nunjucksSource: string | undefined;

/** The QuickJS WebAssembly binary, compiled once per thread. */
function compiledModule(): Promise<WasmModule> {
  compiled ??= wasm.compile(
    readFileSync(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm')),
  );
  return compiled;
}

/** nunjucks' browser build, the source each template context evaluates first. */
export function nunjucksCode(): string {
  nunjucksSource ??= readFileSync(require.resolve('nunjucks/browser/nunjucks.min.js'), 'utf8');
  return nunjucksSource;
}

/** Compile the binary and read nunjucks ahead of the first task. */
export async function warmQuickJs(): Promise<void> {
  nunjucksCode();
  await compiledModule();
}

export interface TFreshQuickJs {
  qjs: QuickJSWASMModule;
  /** Whether the WebAssembly memory reached its maximum (an allocation then failed). */
  memoryFull(): boolean;
}

/**
 * A QuickJS module of its own for one task (a few ms with the binary compiled): nothing one
 * task did, an abort of the module included, is seen by the next. Its WebAssembly memory has a
 * maximum sized from the interpreter's heap limit and the code and data copied in
 * (`inputChars`); growing past it fails the allocation, which ends the task.
 */
export async function freshQuickJs(heapBytes: number, inputChars: number): Promise<TFreshQuickJs> {
  const bytes = heapBytes * HEAP_FACTOR + HEADROOM_BYTES + inputChars * BYTES_PER_INPUT_CHAR;
  const maximum = Math.max(INITIAL_PAGES, Math.ceil(bytes / PAGE_BYTES));
  const memory = new wasm.Memory({ initial: INITIAL_PAGES, maximum });
  const variant = newVariant(RELEASE_SYNC, {
    wasmModule: await compiledModule(),
    wasmMemory: memory,
    // An abort is answered as the task's failure; emscripten's own print of it is noise.
    emscriptenModule: QUIET,
  });
  return {
    qjs: await newQuickJSWASMModule(variant),
    memoryFull: () => memory.buffer.byteLength + FULL_MARGIN_BYTES >= maximum * PAGE_BYTES,
  };
}
