import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast parser with `new Function` and first probes whether eval is allowed:
 * under the app's Content Security Policy (no 'unsafe-eval') the probe alone reports a
 * violation. Jitless skips both. Imported first by main.tsx and by storage.ts (whose
 * callers parse stored values while the modules load), before any schema parses.
 */
config({ jitless: true });
