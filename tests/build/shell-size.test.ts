import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What the browser downloads before the sign-in form: at most this much JavaScript (gzip). */
const SHELL_BUDGET_KB = 150;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; src?: string };
type Manifest = Record<string, ManifestChunk>;

let outDir = '';
let manifest: Manifest = {};

/** The entry and every chunk it imports statically: the first load of the app. */
function firstLoad(): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit('index.html');
  return [...seen];
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file))).length / 1024;
const sourcesOf = (keys: string[]) => keys.map((k) => manifest[k]?.src ?? k);

describe('the production build', () => {
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'wms-build-'));
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`loads at most ${SHELL_BUDGET_KB} KB of JavaScript (gzip) before any screen`, () => {
    const sizes = firstLoad().map((key) => ({ key, kb: gzipKb(manifest[key]!.file) }));
    const total = sizes.reduce((sum, s) => sum + s.kb, 0);
    const detail = sizes.map((s) => `${manifest[s.key]!.file} ${s.kb.toFixed(1)} KB`).join(', ');
    console.log(`first load: ${total.toFixed(1)} KB gzip (budget ${SHELL_BUDGET_KB} KB)`);
    expect(total, `first load ${total.toFixed(1)} KB: ${detail}`).toBeLessThanOrEqual(
      SHELL_BUDGET_KB,
    );
  });

  it('keeps every area screen and the dashboard charts out of the first load', () => {
    const first = new Set(firstLoad());
    const screens = Object.entries(manifest)
      .filter(([, chunk]) =>
        /src\/(areas\/[^/]+\/screens|app\/layout\/SignedInBars)/.test(chunk.src ?? ''),
      )
      .map(([key]) => key);
    expect(screens.length).toBeGreaterThan(20);
    expect(sourcesOf(screens.filter((key) => first.has(key)))).toEqual([]);
  });
});
