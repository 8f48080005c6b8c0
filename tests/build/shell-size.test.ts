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

  it('loads every screen with its chunks at once: no first visit is more than two levels deep', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    const routesKey = Object.keys(manifest).find((k) => k.endsWith('src/app/signed-in-routes.tsx'));
    const barsKey = Object.keys(manifest).find((k) =>
      k.endsWith('src/app/layout/SignedInBars.tsx'),
    );
    expect(routesKey && barsKey).toBeTruthy();
    // Level 1: the entry's chunks and the signed-in routes' table, named by index.html.
    const first = firstLoad().filter((k) => k !== 'index.html');
    expect(preloaded.sort()).toEqual([...first, routesKey!].map((k) => manifest[k]!.file).sort());
    // Level 2: each screen the table opens names every chunk it needs that is not loaded anyway
    // (the shell's, the signed-in bars').
    const closure = (key: string, seen = new Set<string>()) => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) closure(next, seen);
      return seen;
    };
    const anyway = new Set([...firstLoad(), ...closure(barsKey!)]);
    const table = readFileSync(join(outDir, manifest[routesKey!]!.file), 'utf8');
    const screens = manifest[routesKey!]!.dynamicImports ?? [];
    expect(screens.length).toBeGreaterThan(20);
    const missing = screens.flatMap((screen) =>
      [...closure(screen)]
        .filter((k) => !anyway.has(k) && !table.includes(manifest[k]!.file))
        .map((k) => `${manifest[screen]!.src}: ${manifest[k]!.file}`),
    );
    expect(missing).toEqual([]);
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
