import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const appAreas = folders('src/areas');
const serverAreas = folders('server/areas');
/** Server areas every other area may use: the stock ledger and sign-in/sessions. */
const serverBaseAreas = ['stock', 'auth'];

/**
 * Boundaries: an area imports no other area (what two share moves down to ui, offline, scan or
 * contract on the app's side, to server/db or server/*.ts on the server's); scan and offline
 * do not import each other (scan reads the mirror); the server's areas do not import its HTTP layer.
 */
const zones = [
  ...appAreas.map((area) => ({
    target: `./src/areas/${area}`,
    from: './src/areas',
    except: [`./${area}`],
    message:
      'An area imports no other area: move what both need down (ui, offline, scan, contract).',
  })),
  {
    target: './src/offline',
    from: './src/scan',
    message: 'offline does not import scan (scan reads the mirror, never the other way).',
  },
  ...serverAreas.map((area) => ({
    target: `./server/areas/${area}`,
    from: './server/areas',
    except: [...new Set([area, ...serverBaseAreas])]
      .map((name) => `./${name}`)
      .concat([
        './action-types.ts',
        './rest-route.ts',
        './record-batch.ts',
        './document-adapters.ts',
      ]),
    message:
      'A server area imports no other area but the base ones (stock, auth): move what both need down (server/db, server/errors.ts, src/contract).',
  })),
  {
    target: './server/areas',
    from: './server/http',
    message: 'The server areas do not import the HTTP layer (errors are in server/errors.ts).',
  },
];

/** Imports flow one way: app -> areas -> ui/offline/scan/contract; contract imports only zod and dayjs. */
const layer = (from, forbidden) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((f) => ({
          group: [`**/${f}/**`, `**/${f}`],
          message: `src/${from} may not import from ${f} (imports flow app -> areas -> ui/offline/scan/contract)`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      '.tmp',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // The files import-x reads to follow imports: without .ts/.tsx here it reads none of
      // ours, so no-cycle never saw a circle through a TypeScript file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One place for an area's query keys: a key written inline can drift from the one that is
    // invalidated (or invalidate a key no query uses).
    files: ['src/areas/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['**/keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Query keys come from the area's keys.ts (add a key factory there).",
        },
      ],
    },
  },
  layer('contract', ['app', 'areas', 'ui', 'offline', 'scan', 'server']),
  layer('ui', ['app', 'areas', 'server']),
  layer('offline', ['app', 'areas', 'server']),
  layer('scan', ['app', 'areas', 'server']),
  layer('areas', ['app', 'server']),
  layer('app', ['server']),
  layer('api', ['app', 'areas', 'ui', 'offline', 'scan', 'server']),
);
