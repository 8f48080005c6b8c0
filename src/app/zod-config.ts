import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast parser with `new Function` and first probes whether eval is allowed:
 * under the app's Content Security Policy (no 'unsafe-eval') the probe alone reports a
 * violation. Jitless skips both. Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
