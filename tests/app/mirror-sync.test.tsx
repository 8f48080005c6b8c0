import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patchWorkContext, setSession, setWorkContext } from '../../src/api';
import { MIRROR_ENTITY_NAMES, mayMirror, type TMirrorPullRequest } from '../../src/contract';
import { MirrorSync } from '../../src/offline/MirrorSync';
import { floorDb } from '../../src/offline/db';
import { clearMirror, mirrorIdle, refreshMirror } from '../../src/offline/mirror';
import { mirrorStatus, useMirrorStatus } from '../../src/offline/mirror-status';
import { ALL, site, user } from './fixtures';
import { countRows, readRows } from '../../src/offline/mirror-store';

/*
 * <MirrorSync />: refreshes on start, clears and reloads on a site switch, clears the
 * warehouse's tables on a warehouse change, and refreshes after the outbox sent writes.
 * The server is a stub answering one row per entity (of the envelope's site) on a first
 * load and nothing since.
 */
type Pull = { site_id: string; data: TMirrorPullRequest };
const pulls: Pull[] = [];
/** The paths fetched, in order (`/api/batch/` or `/api/sync/`). */
const paths: string[] = [];

/** The stub's answer to one pull envelope. */
function answerPull(envelope: Pull) {
  pulls.push(envelope);
  const { entity, updated_since, warehouse } = envelope.data;
  const key = `${envelope.site_id}-${entity}`;
  const rows = updated_since ? [] : [[key, envelope.site_id, warehouse ?? null]];
  const page = {
    entity,
    columns: ['key', 'site_id', 'warehouse'],
    rows,
    deleted: [],
    more: false,
    last_key: rows.length ? key : null,
    cursor: '100',
    reset: false,
  };
  return { success: true, results: [page], errors: [], warnings: [], info: [] };
}

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      paths.push(url);
      const body = JSON.parse(String(init.body)) as Pull | { calls: { envelope: Pull }[] };
      const answer =
        'calls' in body
          ? {
              answers: body.calls.map((c) => ({
                status: 200,
                replayed: false,
                body: answerPull(c.envelope),
              })),
            }
          : answerPull(body);
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(async () => {
  pulls.length = 0;
  paths.length = 0;
  stubServer();
  await clearMirror();
  setSession({ token: 't', user: user([site('SXD', ALL), site('TAS', ALL)]) });
  setWorkContext({
    user_id: 'admin',
    site_id: 'SXD',
    warehouse: 'DC1',
    run_set: null,
    printer_set: null,
    work_centre: null,
  });
});

afterEach(async () => {
  await mirrorIdle();
  vi.unstubAllGlobals();
  setWorkContext(null);
});

describe('<MirrorSync />', () => {
  it('loads on start, reloads for a new site, clears the warehouse tables on a warehouse change', async () => {
    const view = render(<MirrorSync />);
    await waitFor(
      async () => expect(await floorDb.cursors.count()).toBe(MIRROR_ENTITY_NAMES.length),
      { timeout: 8000 },
    );
    expect((await readRows('inventory')).map((r) => r.key)).toEqual(['SXD-inventory']);
    expect((await readRows('locations')).map((r) => r.warehouse)).toEqual(['DC1']);

    patchWorkContext({ site_id: 'TAS', warehouse: 'HOB' });
    await waitFor(
      async () =>
        expect((await readRows('locations')).map((r) => r.key)).toEqual(['TAS-locations']),
      { timeout: 8000 },
    );
    await mirrorIdle();
    expect((await readRows('inventory')).map((r) => r.key)).toEqual(['TAS-inventory']);
    expect(pulls.filter((p) => p.site_id === 'TAS').every((p) => !p.data.updated_since)).toBe(true);

    // At ALL: the warehouse's tables are cleared; site-wide ones stay, refreshed.
    patchWorkContext({ warehouse: 'ALL' });
    await waitFor(async () => expect(await countRows('locations')).toBe(0), {
      timeout: 8000,
    });
    await mirrorIdle();
    expect(await countRows('inventory')).toBe(1);
    expect(pulls.some((p) => p.data.warehouse === 'ALL')).toBe(false);
    view.unmount();
  });

  it('refreshes soon after the outbox sent writes', async () => {
    const view = render(<MirrorSync />);
    await waitFor(
      async () => expect(await floorDb.cursors.count()).toBe(MIRROR_ENTITY_NAMES.length),
      { timeout: 8000 },
    );
    await mirrorIdle();
    await floorDb.outbox.add({
      id: 'sent-soon',
      site_id: 'SXD',
      user_id: 'admin',
      service: 'movement',
      entity: 'movement',
      action: 'add',
      data: {},
      kind: 'movement',
      label: 'x',
      status: 'pending',
      attempts: 0,
      created_at: new Date().toISOString(),
    });
    await new Promise((r) => setTimeout(r, 100));
    const before = pulls.length;
    await floorDb.outbox.where('id').equals('sent-soon').delete();
    await waitFor(() => expect(pulls.length).toBeGreaterThan(before), { timeout: 8000 });
    expect(pulls.slice(before).every((p) => p.data.updated_since === '100')).toBe(true);
    view.unmount();
  });
});

describe('what the mirror asks for', () => {
  it('asks for every entity in one round trip, on a first fill and on a refresh', async () => {
    await refreshMirror({ reason: 'manual' });
    expect(paths).toEqual(['/api/batch/']);
    expect(new Set(pulls.map((p) => p.data.entity)).size).toBe(MIRROR_ENTITY_NAMES.length);
    expect(await floorDb.cursors.count()).toBe(MIRROR_ENTITY_NAMES.length);

    await refreshMirror({ reason: 'manual' });
    expect(paths).toEqual(['/api/batch/', '/api/batch/']);
    expect(pulls.slice(MIRROR_ENTITY_NAMES.length).every((p) => p.data.updated_since)).toBe(true);
  });

  it('asks alone for an entity the batch did not answer with a page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        paths.push(url);
        if (url.endsWith('/batch/')) return new Response('{}', { status: 502 });
        const envelope = JSON.parse(String(init.body)) as Pull;
        return new Response(JSON.stringify(answerPull(envelope)), { status: 200 });
      }),
    );
    const result = await refreshMirror({ reason: 'manual' });
    expect(paths[0]).toBe('/api/batch/');
    expect(paths.filter((p) => p === '/api/sync/')).toHaveLength(MIRROR_ENTITY_NAMES.length);
    expect(result.entities).toHaveLength(MIRROR_ENTITY_NAMES.length);
  });

  it('pulls only the entities the user may read at the site', async () => {
    // A delivery user: sales orders to view, nothing of inventory, warehouse or jobs.
    setSession({
      token: 't',
      user: user([site('SXD', { so: { view: true, update: false, delete: false } })]),
    });
    const result = await refreshMirror({ reason: 'manual' });
    const asked = [...new Set(pulls.map((p) => p.data.entity))].sort();
    expect(asked).toEqual(['pick_lines', 'picks', 'reason_codes']);
    expect(asked).toEqual(
      MIRROR_ENTITY_NAMES.filter((e) =>
        mayMirror({ so: { view: true, update: false, delete: false } }, e),
      ).sort(),
    );
    expect([...result.entities].sort()).toEqual(asked);
  });
});

function StatusProbe() {
  const status = useMirrorStatus();
  return (
    <p data-testid="status">
      {status.refreshing ? 'refreshing' : 'idle'}|{status.lastRefreshAt ? 'done' : 'never'}|
      {status.counts?.inventory ?? '-'}|{status.error ?? ''}
    </p>
  );
}

describe('useMirrorStatus', () => {
  it('shows a refresh running, when it finished, the row counts, and a failure', async () => {
    render(<StatusProbe />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle|never|0|'), {
      timeout: 5000,
    });
    const seen: boolean[] = [];
    const off = mirrorStatus.subscribe(() => seen.push(mirrorStatus.get().refreshing));
    const running = refreshMirror({ reason: 'manual' });
    await running;
    off();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('idle|done|1|'), {
      timeout: 5000,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(refreshMirror({ reason: 'manual' })).rejects.toThrow();
    await waitFor(() =>
      expect(screen.getByTestId('status').textContent).toMatch(/^idle\|done\|1\|.+/),
    );
  });
});
