import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
  layer('contract', ['app', 'areas', 'ui', 'offline', 'scan', 'server']),
  layer('ui', ['app', 'areas', 'server']),
  layer('offline', ['app', 'areas', 'server']),
  layer('scan', ['app', 'areas', 'server']),
  layer('areas', ['app', 'server']),
  layer('app', ['server']),
  layer('api', ['app', 'areas', 'ui', 'offline', 'scan', 'server']),
);
