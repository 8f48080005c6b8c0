import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LABEL_MESSAGES as M,
  type TLabelPreviewResult,
  type TLabelRow,
  type TLabelSummary,
} from '../../src/contract';
import { containers, labels } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const call = <T = TLabelRow>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'printing', { site_id: site, entity: 'label', action, data });

const shelf = {
  label: 'SHELF_TAG',
  label_description: 'Shelf tag',
  entity: 'location',
  label_size: '50x25',
  label_string: '^XA\n^FO20,20^A0N,60,60^FD{{ location }}^FS\n^XZ',
};

describe('labels (envelope: printing / label)', () => {
  it('lists the demo labels; a search term filters code, description or entity name', async () => {
    const token = await server.login('admin');
    const all = await call<TLabelSummary>(token, 'list', {});
    expect(all.status).toBe(200);
    expect(all.body.results).toContainEqual({
      label: 'LOCATION',
      label_description: 'Location label: code and Code 128 barcode',
      label_format: 'ZEBRA',
      entity: 'location',
      label_size: '100x50',
      width: 100,
      depth: 50,
    });
    const short = await call<TLabelSummary>(token, 'list', { search_term: 'p' });
    expect(short.body.results).toHaveLength(all.body.results.length);
    const found = await call<TLabelSummary>(token, 'list', { search_term: 'run carton' });
    expect(found.body.results.map((l) => l.label)).toEqual(['CARTON_LABEL']);
  });

  it('adds, gets (ZEBRA by default, warehouse accepted), updates and deletes a label', async () => {
    const token = await server.login('admin');
    const added = await call(token, 'check', { labels: [shelf] });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({
      label: 'SHELF_TAG',
      label_format: 'ZEBRA',
      width: 50,
      depth: 25,
      first_line_at: 0,
    });
    const got = await call(token, 'get', { label: 'SHELF_TAG', warehouse: 'DC1' });
    expect(got.body.results[0]!.label_string).toBe(shelf.label_string);

    const custom = { ...shelf, label_size: 'Custom', width: 60, depth: 30 };
    const updated = await call(token, 'check', { labels: [custom] });
    expect(updated.body.results[0]).toMatchObject({ label_size: 'Custom', width: 60, depth: 30 });

    const removed = await call<TLabelSummary>(token, 'delete', {
      labels: [{ label: 'SHELF_TAG', label_format: 'ZEBRA' }],
    });
    expect(removed.body.results.map((l) => l.label)).toEqual(['SHELF_TAG']);
    const gone = await call(token, 'get', { label: 'SHELF_TAG' });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]!.message).toBe(M.labelNotFound('SHELF_TAG', 'ZEBRA'));
  });

  it('saves a label as document 3 lists it (no entity): a new one is for packs, an update keeps its entity', async () => {
    const token = await server.login('admin');
    const spec = {
      label: 'SPEC_TAG',
      label_description: 'Spec-shaped label',
      label_format: 'ZEBRA',
      label_size: '100x50',
      label_string: '^XA^FD{{ reference }}^FS^XZ',
      depth: 50,
      width: 100,
      first_line_at: 0,
      last_line_at: 0,
      line_increment: 0,
    };
    const added = await call(token, 'check', { labels: [spec] });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({ label: 'SPEC_TAG', entity: 'licence_plate' });

    const asLocation = await call(token, 'check', { labels: [{ ...spec, entity: 'location' }] });
    expect(asLocation.body.results[0]!.entity).toBe('location');
    const updated = await call(token, 'check', {
      labels: [{ ...spec, label_description: 'Renamed' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.results[0]).toMatchObject({
      label_description: 'Renamed',
      entity: 'location',
    });
    const got = await call(token, 'get', { label: 'SPEC_TAG' });
    expect(got.body.results[0]).toMatchObject({ label_description: 'Renamed', entity: 'location' });
  });

  it('refuses a template that does not compile with its line, and a Custom size without mm', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, labels);
    const broken = await call(token, 'check', {
      labels: [{ ...shelf, label_string: '^XA\n^FO20,20\n^FD{{ location ^FS\n^XZ' }],
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]!.message).toMatch(/^Line 3: /);
    const custom = await call(token, 'check', { labels: [{ ...shelf, label_size: 'Custom' }] });
    expect(custom.status).toBe(400);
    expect(JSON.stringify(custom.body.errors)).toContain(M.customSize);
    const badEntity = await call(token, 'check', { labels: [{ ...shelf, entity: 'truck' }] });
    expect(badEntity.status).toBe(400);
    expect(await snapshot(server.db, labels)).toBe(before);
  });

  it("never shows or deletes another site's labels", async () => {
    const token = await server.login('admin');
    await call(token, 'check', { labels: [{ ...shelf, label: 'TAS_ONLY' }] }, 'TAS');
    const sxd = await call<TLabelSummary>(token, 'list', { search_term: 'TAS_ONLY' });
    expect(sxd.body.results).toEqual([]);
    expect((await call(token, 'get', { label: 'TAS_ONLY' })).status).toBe(404);
    const del = await call(token, 'delete', { labels: [{ label: 'TAS_ONLY' }] });
    expect(del.status).toBe(400);
    const [kept] = await server.db
      .select({ label: labels.label })
      .from(labels)
      .where(and(eq(labels.site_id, 'TAS'), eq(labels.label, 'TAS_ONLY')));
    expect(kept).toBeDefined();
  });

  it('viewer may list but not preview (it runs the template), save or delete', async () => {
    const viewer = await server.login('viewer');
    expect((await call(viewer, 'list', {})).status).toBe(200);
    expect((await call(viewer, 'preview', { label: shelf })).status).toBe(403);
    expect((await call(viewer, 'check', { labels: [shelf] })).status).toBe(403);
    expect((await call(viewer, 'delete', { labels: [{ label: 'LOCATION' }] })).status).toBe(403);
  });
});

describe('label preview', () => {
  it("answers the exact ZPL of the unsaved label with the site's first record", async () => {
    const token = await server.login('admin');
    const got = await call(token, 'get', { label: 'SSCC_LABEL' });
    const label = got.body.results[0]!;
    const [first] = await server.db
      .select({ number: containers.container_number, sscc: containers.sscc_number })
      .from(containers)
      .where(eq(containers.site_id, 'SXD'))
      .orderBy(containers.container_id)
      .limit(1);
    const preview = await call<TLabelPreviewResult>(token, 'preview', { label });
    expect(preview.status).toBe(200);
    const result = preview.body.results[0]!;
    expect(result).toMatchObject({
      reference: first!.number,
      sample: false,
      width: 100,
      depth: 150,
      error: null,
    });
    expect(result.body.startsWith('^XA')).toBe(true);
    expect(result.body).toContain(`^BCN,280,Y,N,,D^FH_^FD(00)${first!.sscc}^FS`);
    expect(result.body).not.toContain('{{');

    const edited = await call<TLabelPreviewResult>(token, 'preview', {
      label: { ...label, label_string: '^XA^FD{{ container_number }}|{{ counter }}^FS^XZ' },
      key: first!.number,
    });
    expect(edited.body.results[0]!.body).toBe(`^XA^FH_^FD${first!.number}|1 of 1^FS^XZ`);
  });

  it('answers the render error with its line, a built-in sample when the site has none, and refuses an unknown key', async () => {
    const token = await server.login('admin');
    const base = { entity: 'customer', label_size: '100x50', label_string: '^XA\n{% if %}\n^XZ' };
    const broken = await call<TLabelPreviewResult>(token, 'preview', { label: base });
    expect(broken.body.results[0]!.error).toMatchObject({ line: 2 });
    expect(broken.body.results[0]!.error!.message).toMatch(/^Line 2: /);
    expect(broken.body.results[0]!.body).toBe('');

    const global = await server.login('provider');
    const sample = await call<TLabelPreviewResult>(
      global,
      'preview',
      { label: { ...base, label_string: '^XA^FD{{ customer_name }}^FS^XZ' } },
      'GLOBAL',
    );
    expect(sample.body.results[0]).toMatchObject({
      sample: true,
      body: '^XA^FH_^FDHarbourside Grocers^FS^XZ',
    });

    const unknown = await call(token, 'preview', { label: base, key: 'NO-SUCH-CUSTOMER' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(
      M.recordsNotFound('Customer', ['NO-SUCH-CUSTOMER']),
    );
  });
});
