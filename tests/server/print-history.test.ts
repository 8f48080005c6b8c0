import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRINT_MESSAGES as M,
  printHistoryListInput,
  type TPrintDocument,
  type TPrintJob,
} from '../../src/contract';
import { labels, printJobs } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { snapshot } from './helpers';
import { startPrinter, type TestPrinter } from './print-printers';

process.env.PRINTER_CONNECT_TIMEOUT_MS = '1000';
process.env.PRINTER_TIMEOUT_MS = '1500';

const server = startServer();

let printer: TestPrinter;
let admin: string;
let fx: { run: string; pack: string; sscc: string };

const print = (data: Record<string, unknown>) =>
  server.call<TPrintJob>(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printing',
    action: 'print',
    data: { printer_set: 'H-GOOD', ...data },
    request_id: randomUUID(),
  });

const history = (token: string, data: unknown, site = 'SXD') =>
  server.call<TPrintJob>(token, 'printing', {
    site_id: site,
    entity: 'print_job',
    action: 'list',
    data,
  });

const store = <T = TPrintDocument>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'document', { site_id: site, entity: 'dynamodb', action, data });

const ids = (list: { id: string }[]) => list.map((j) => j.id).sort();

beforeAll(async () => {
  printer = await startPrinter('ready');
  admin = await server.login('admin');
  const saved = await server.call(admin, 'printing', {
    site_id: 'SXD',
    entity: 'printer_set',
    action: 'check',
    data: {
      printer_sets: [
        {
          printer_set: 'H-GOOD',
          printer_set_name: 'History test set',
          warehouse: 'DC1',
          printers: [
            {
              printer: 'P1',
              printer_name: 'Loopback Zebra',
              printer_address: '127.0.0.1',
              printer_port: printer.port,
            },
          ],
          map: ['H_RUN', 'H_PACK', 'H_ADHOC'].map((label) => ({ label, printer: 'P1' })),
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  await server.db.insert(labels).values([
    { site_id: 'SXD', label: 'H_RUN', entity: 'run', label_string: '^XA^FD{{ run }}^FS^XZ' },
    {
      site_id: 'SXD',
      label: 'H_PACK',
      entity: 'licence_plate',
      label_string: '^XA^FD{{ sscc_number }}^FS^XZ',
    },
  ]);
  const [run] = await rows<{ run: string }>(
    server.db,
    sql`SELECT r.run FROM wms.runs r
        JOIN wms.sales_orders so ON so.site_id = r.site_id AND so.run_id = r.run_id
        JOIN wms.containers c ON c.site_id = so.site_id AND c.sales_order = so.sales_order
        WHERE r.site_id = 'SXD' GROUP BY r.run ORDER BY r.run LIMIT 1`,
  );
  const [pack] = await rows<{ container_number: string; sscc_number: string }>(
    server.db,
    sql`SELECT container_number, sscc_number FROM wms.containers
        WHERE site_id = 'SXD' AND sscc_number <> '' ORDER BY container_id LIMIT 1`,
  );
  expect(run && pack).toBeTruthy();
  fx = { run: run!.run, pack: pack!.container_number, sscc: pack!.sscc_number };
});

afterAll(async () => {
  await printer?.close();
});

describe('print log item: wms_reference (the record a label was printed for)', () => {
  it("a run's carton labels are each of a pack (reference) and printed for the run (wms_reference)", async () => {
    const res = await print({ label: 'H_RUN', label_type: 'run', keys: [fx.run] });
    expect(res.status).toBe(200);
    const jobs = res.body.results;
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.map((j) => [j.status, j.wms_reference])).toEqual(
      jobs.map(() => ['printed', fx.run]),
    );
    expect(jobs.map((j) => j.reference)).not.toContain(fx.run);

    // The demo history has this run's carton labels too: all of them are found by the run.
    const found = await history(admin, { reference: fx.run });
    expect(ids(found.body.results)).toEqual(expect.arrayContaining(ids(jobs)));
    expect(new Set(found.body.results.map((j) => j.wms_reference))).toEqual(new Set([fx.run]));
    expect(found.body.results[0]).toMatchObject({
      label_type: 'run',
      label: 'H_RUN',
      printer_set: 'H-GOOD',
      wms_reference: fx.run,
    });
    const byCarton = await history(admin, { reference: jobs[0]!.reference, entity: 'run' });
    expect(ids(byCarton.body.results)).toContain(jobs[0]!.id);
  });

  it('a pack asked for by its SSCC is printed for its container number', async () => {
    const res = await print({ label: 'H_PACK', label_type: 'licence_plate', keys: [fx.sscc] });
    expect(res.body.results).toMatchObject([
      { status: 'printed', reference: fx.pack, wms_reference: fx.pack },
    ]);
  });

  it('a print_string names its record with wms_reference, else its reference stands for it', async () => {
    const named = await print({
      label: 'H_ADHOC',
      print_string: '^XA^FDNAMED^FS^XZ',
      label_type: 'sales_order',
      reference: 'FISH 2026-07-01',
      wms_reference: 'SO-HIST-1',
    });
    expect(named.body.results).toMatchObject([
      { reference: 'FISH 2026-07-01', wms_reference: 'SO-HIST-1' },
    ]);
    const plain = await print({
      label: 'H_ADHOC',
      print_string: '^XA^FDPLAIN^FS^XZ',
      reference: 'ADHOC-HIST',
    });
    expect(plain.body.results).toMatchObject([
      { reference: 'ADHOC-HIST', wms_reference: 'ADHOC-HIST' },
    ]);
    // Only a label that did not print is retried.
    await server.db.execute(
      sql`UPDATE wms.print_jobs SET status = 'failed' WHERE id = ${named.body.results[0]!.id}`,
    );
    const retried = await server.call<TPrintJob>(admin, 'printing', {
      site_id: 'SXD',
      entity: 'print_job',
      action: 'retry',
      data: { id: named.body.results[0]!.id },
      request_id: randomUUID(),
    });
    expect(retried.body.results).toMatchObject([
      { retry_of: named.body.results[0]!.id, wms_reference: 'SO-HIST-1' },
    ]);
  });
});

describe('document store PRINT: the print history by lookup_key_1 = PRINT-{entity}-{entity_key}', () => {
  it("lists a record's print jobs as documents (with or without document_type), newest first", async () => {
    const printed = await print({ label: 'H_RUN', label_type: 'run', keys: [fx.run] });
    const all = await history(admin, { reference: fx.run, entity: 'run' });
    expect(all.body.results.length).toBeGreaterThan(printed.body.results.length);

    const listed = await store(admin, 'list', printHistoryListInput('run', fx.run));
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((d) => d.document_id)).toEqual(
      all.body.results.map((j) => j.id),
    );
    const job = printed.body.results[0]!;
    const doc = listed.body.results.find((d) => d.document_id === job.id)!;
    expect(doc).toMatchObject({
      site_id: 'SXD',
      site_document: 'SXD-PRINT',
      document_type: 'PRINT',
      lookup_key_1: `PRINT-run-${fx.run}`,
      lookup_key_2: null,
      reference: job.reference,
      label: 'H_RUN',
      printer_set: 'H-GOOD',
      wms_reference: fx.run,
      description: job.description,
      end_time: job.end_time,
    });
    expect(doc.end_time).not.toBeNull();

    const byIndex = await store(admin, 'list', {
      index: 'lookup_key_1',
      expression: 'lookup_key_1 = :k',
      values: { ':k': `PRINT-run-${fx.run}` },
    });
    expect(byIndex.body.results.map((d) => d.document_id)).toEqual(
      all.body.results.map((j) => j.id),
    );
  });

  it('begins_with lists by entity or key prefix; another record, key or type answers none', async () => {
    const pack = await print({ label: 'H_PACK', label_type: 'licence_plate', keys: [fx.pack] });
    const packId = pack.body.results[0]!.id;
    const list = async (expression: string, value: string) => {
      const res = await store(admin, 'list', {
        expression,
        values: { ':t': 'PRINT', ':v': value },
      });
      expect(res.status).toBe(200);
      return res.body.results;
    };
    const plates = await list(
      'document_type = :t AND begins_with(lookup_key_1, :v)',
      'PRINT-licence_plate-',
    );
    expect(plates.map((d) => d.document_id)).toContain(packId);
    expect(new Set(plates.map((d) => d.label_type))).toEqual(new Set(['licence_plate']));
    const prefix = await list(
      'begins_with(lookup_key_1, :v)',
      `PRINT-licence_plate-${fx.pack.slice(0, -1)}`,
    );
    expect(prefix.map((d) => d.document_id)).toContain(packId);
    const entities = await list(
      'document_type = :t AND begins_with(lookup_key_1, :v)',
      'PRINT-lic',
    );
    expect(entities.map((d) => d.document_id)).toContain(packId);
    expect(await list('document_type = :t AND lookup_key_1 = :v', 'PRINT-run-NO-SUCH-RUN')).toEqual(
      [],
    );
    expect(await list('document_type = :t AND lookup_key_1 = :v', `PRINT-run-${fx.pack}`)).toEqual(
      [],
    );
    expect(await list('document_type = :t AND lookup_key_2 = :v', `PRINT-run-${fx.run}`)).toEqual(
      [],
    );
  });

  it("answers the request site's jobs only, to the warehouse module's view flag", async () => {
    await server.db.insert(printJobs).values({
      site_id: 'TAS',
      idempotency_key: 'tas-history',
      entity: 'run',
      label: 'H_RUN',
      body: '^XA^XZ',
      reference: 'TAS-CARTON',
      wms_reference: fx.run,
      printed_by: 'admin',
      status: 'printed',
    });
    const input = printHistoryListInput('run', fx.run);
    const sxd = await store(admin, 'list', input);
    expect(sxd.body.results.map((d) => d.reference)).not.toContain('TAS-CARTON');
    const tas = await store(admin, 'list', input, 'TAS');
    expect(tas.body.results.map((d) => [d.reference, d.site_document])).toEqual([
      ['TAS-CARTON', 'TAS-PRINT'],
    ]);
    const viewer = await server.login('viewer');
    expect((await store(viewer, 'list', input)).body.results.length).toBe(sxd.body.results.length);
    // partner: so, po and in at TAS, no warehouse module.
    const partner = await server.login('partner');
    const refused = await store(partner, 'list', input, 'TAS');
    expect(refused.status).toBe(403);
    expect(refused.body.results).toEqual([]);
    const byKeyOnly = await store(
      partner,
      'list',
      { expression: 'lookup_key_1 = :k', values: { ':k': `PRINT-run-${fx.run}` } },
      'TAS',
    );
    expect(byKeyOnly.status).toBe(403);
  });

  it('gets one job by site_document and document_id (none of another site)', async () => {
    const [job] = (await history(admin, { reference: fx.run })).body.results;
    const got = await store(admin, 'get', {
      site_document: 'SXD-PRINT',
      document_id: job!.id,
    });
    expect(got.body.results).toMatchObject([
      { document_id: job!.id, document_type: 'PRINT', wms_reference: fx.run },
    ]);
    const [tas] = (await history(admin, {}, 'TAS')).body.results;
    const other = await store(admin, 'get', {
      site_document: 'SXD-PRINT',
      document_id: tas!.id,
    });
    expect(other.body.results).toEqual([]);
    const notId = await store(admin, 'get', { site_document: 'SXD-PRINT', document_id: 'x' });
    expect(notId.body.results).toEqual([]);
  });

  it('is read-only: add, update and delete are refused and change nothing', async () => {
    const [job] = (await history(admin, { reference: fx.run })).body.results;
    const before = await snapshot(server.db, printJobs);
    const record = {
      site_document: 'SXD-PRINT',
      document_id: job!.id,
      document_type: 'PRINT',
      reference: 'CHANGED',
    };
    for (const [action, data] of [
      ['add', { item: record }],
      ['update', { record }],
      ['delete', { site_document: 'SXD-PRINT', document_id: job!.id }],
    ] as const) {
      const res = await store(admin, action, data);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e) => e.message)).toEqual([M.historyReadOnly]);
    }
    expect(await snapshot(server.db, printJobs)).toBe(before);
  });
});
