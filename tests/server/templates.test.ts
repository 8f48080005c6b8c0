import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ERROR_CODES,
  PRINTED_TIME_FORMAT,
  TEMPLATE_MESSAGES as M,
  ZStoredDocument,
  ZTemplateRendered,
  ZTemplateRow,
  formatInZone,
} from '../../src/contract';
import { jinjaTemplates } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const template = <T = unknown>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'template', { site_id: site, entity: 'template', action, data });

const rows = (results: unknown[]) => results.map((r) => ZTemplateRow.parse(r));
const rendered = (results: unknown[]) => ZTemplateRendered.parse(results[0]);

const putAway = {
  template_id: 'PUTAWAY_LABEL',
  description: 'Put away pallet label',
  entity: 'licence_plate',
  jinja_template:
    '^XA\n^FO40,40^FDLP {{ licence_plate }}^FS\n^FO40,100^FD{{ required_date }}^FS\n^XZ',
  email_subject: 'Pallet {{ licence_plate }} put away',
  email_body: 'Put away by {{ printed_user }}',
  label: 'PUTAWAY',
  button_text: 'Put Away Label',
};

describe('templates (service template / entity template)', () => {
  it('lists the seeded templates; a search term filters at 2 characters or more', async () => {
    const token = await server.login('admin');
    const all = await template(token, 'list', {});
    expect(all.status).toBe(200);
    const ids = rows(all.body.results).map((t) => t.template_id);
    expect(ids).toEqual(expect.arrayContaining(['FISH_RUN_HEADER', 'DESPATCH_EMAIL']));
    const short = await template(token, 'list', { search_term: 'f' });
    expect(short.body.results).toHaveLength(all.body.results.length);
    const fish = await template(token, 'list', { search_term: 'fish' });
    const fishIds = rows(fish.body.results).map((t) => t.template_id);
    expect(fishIds).toHaveLength(4);
    expect(fishIds.every((id) => id.startsWith('FISH_'))).toBe(true);
  });

  it('adds, gets, updates and deletes a template', async () => {
    const token = await server.login('admin');
    const added = await template(token, 'check', putAway);
    expect(added.status).toBe(200);
    expect(rows(added.body.results)[0]).toEqual(putAway);

    const got = await template(token, 'get', { template_id: 'PUTAWAY_LABEL' });
    expect(rows(got.body.results)[0]).toEqual(putAway);

    const changed = await template(token, 'check', { ...putAway, description: 'Pallet label' });
    expect(rows(changed.body.results)[0]!.description).toBe('Pallet label');
    const found = await template(token, 'list', { search_term: 'pallet' });
    expect(rows(found.body.results).map((t) => t.template_id)).toEqual(['PUTAWAY_LABEL']);

    const deleted = await template(token, 'delete', { template_id: 'PUTAWAY_LABEL' });
    expect(deleted.status).toBe(200);
    const gone = await template(token, 'get', { template_id: 'PUTAWAY_LABEL' });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0]!.message).toBe(M.notFound('PUTAWAY_LABEL'));
    const again = await template(token, 'delete', { template_id: 'PUTAWAY_LABEL' });
    expect(again.status).toBe(404);
  });

  it('refuses a template with a syntax error, naming its line, and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, jinjaTemplates);
    const broken = await template(token, 'check', {
      ...putAway,
      jinja_template: '^XA\n^FO40,40^FD{{ licence_plate }}^FS\n{% if %}\n^XZ',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]!.message).toMatch(/^Line 3: /);
    const subject = await template(token, 'check', { ...putAway, email_subject: 'Hi {{ }}' });
    expect(subject.status).toBe(400);
    expect(subject.body.errors[0]!.message).toMatch(/^Email subject: Line 1: /);
    const unknownEntity = await template(token, 'check', { ...putAway, entity: 'spaceship' });
    expect(unknownEntity.status).toBe(400);
    expect(unknownEntity.body.errors[0]!.message).toBe(M.entity);
    expect(await snapshot(server.db, jinjaTemplates)).toBe(before);
  });

  it('renders a template with the data, printed_time in the site zone and printed_user', async () => {
    const token = await server.login('admin');
    const stamp = '{{ required_date }}|{{ printed_time }}|{{ printed_user }}';
    await template(token, 'check', {
      ...putAway,
      template_id: 'STAMP',
      jinja_template: stamp,
      email_subject: 'Due {{ required_date }}',
    });
    const before = Date.now();
    const answer = await template(token, 'create', {
      template: 'STAMP',
      printer_set: 'DC1-DESP',
      data: { required_date: '2026-11-25', printed_user: 'someone else' },
    });
    const after = Date.now();
    expect(answer.status).toBe(200);
    const out = rendered(answer.body.results);
    const [date, time, user] = out.print_string.split('|');
    expect(date).toBe('2026-11-25');
    expect(user).toBe('Priya Raman');
    const zone = 'Australia/Sydney';
    const possible = [before, after].map((t) =>
      formatInZone(new Date(t).toISOString(), zone, PRINTED_TIME_FORMAT),
    );
    expect(possible).toContain(time);
    expect(time).toMatch(/^\d{2}-\d{2}-\d{2} @ \d{1,2}:\d{2}:\d{2} (AM|PM)$/);
    expect(out).toMatchObject({
      email_subject: 'Due 2026-11-25',
      email_body: 'Put away by Priya Raman',
      label: 'PUTAWAY',
      entity: 'licence_plate',
    });

    const noSet = await template(token, 'create', { template: 'STAMP', printer_set: 'NOPE' });
    expect(noSet.status).toBe(404);
    expect(noSet.body.errors[0]!.message).toBe(M.printerSetNotFound('NOPE'));
    const noTemplate = await template(token, 'create', { template: 'NOPE', data: {} });
    expect(noTemplate.status).toBe(404);
  });

  it('renders a draft for the editor; a render error answers its line, never a blank label', async () => {
    const token = await server.login('admin');
    const draft = await template(token, 'create', {
      draft: { jinja_template: 'Hello {{ name }}' },
      data: { name: 'Dock 3' },
    });
    expect(rendered(draft.body.results).print_string).toBe('Hello Dock 3');
    const broken = await template(token, 'create', {
      draft: { jinja_template: 'one\ntwo\n{{ name }}}\n{% endfor %}' },
      data: {},
    });
    expect(broken.status).toBe(400);
    expect(broken.body.results).toEqual([]);
    expect(broken.body.errors[0]!.message).toMatch(/^Line 4: .+/);
  });

  it('a template reaches nothing of the host', async () => {
    const token = await server.login('admin');
    const attempts = [
      '{{ range.constructor("return process.version")() }}',
      '{{ cycler.constructor.constructor("return process")().exit() }}',
      '{{ joiner.constructor.constructor("return globalThis.process.versions.node")() }}',
      '{{ range.constructor("return typeof require")() }}',
    ];
    for (const source of attempts) {
      const answer = await template(token, 'create', {
        draft: { jinja_template: source },
        data: {},
      });
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(process.version);
      expect(text).not.toContain(process.versions.node);
      if (answer.status === 200) {
        expect(rendered(answer.body.results).print_string).not.toMatch(/function|object/);
      } else {
        expect(answer.status).toBe(400);
      }
    }
    // The server is still up after the exit() attempt.
    expect((await template(token, 'list', {})).status).toBe(200);
  });

  it('stops a template that loops forever with the time-limit message', async () => {
    const token = await server.login('admin');
    const answer = await template(token, 'create', {
      draft: {
        jinja_template:
          '{% for i in range(0,100000) %}{% for j in range(0,100000) %}{% endfor %}{% endfor %}',
      },
      data: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]!.message).toMatch(
      /ran for more than \d+(\.\d+)? s and was stopped/,
    );
  });

  it("cannot read another site's template", async () => {
    await server.db.insert(jinjaTemplates).values({
      site_id: 'TAS',
      template_id: 'TAS_ONLY',
      description: 'Hobart despatch',
      jinja_template: 'TAS secret {{ x }}',
    });
    const admin = await server.login('admin');
    const fromSxd = await template(admin, 'get', { template_id: 'TAS_ONLY' });
    expect(fromSxd.status).toBe(404);
    const listed = await template(admin, 'list', { search_term: 'hobart' });
    expect(listed.body.results).toEqual([]);
    const rendering = await template(admin, 'create', { template: 'TAS_ONLY', data: {} });
    expect(rendering.status).toBe(404);
    // Asked at TAS, where admin works too, it is there.
    const atTas = await template(admin, 'get', { template_id: 'TAS_ONLY' }, 'TAS');
    expect(rows(atTas.body.results)[0]!.description).toBe('Hobart despatch');
    // floor is not a member of TAS.
    const floor = await server.login('floor');
    expect((await template(floor, 'get', { template_id: 'TAS_ONLY' }, 'TAS')).status).toBe(403);
  });

  it('a viewer reads and prints but cannot check, delete or render a draft', async () => {
    const viewer = await server.login('viewer');
    const before = await snapshot(server.db, jinjaTemplates);
    expect((await template(viewer, 'list', {})).status).toBe(200);
    const check = await template(viewer, 'check', { ...putAway, template_id: 'VIEWER' });
    expect(check.status).toBe(403);
    expect(check.body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
    const del = await template(viewer, 'delete', { template_id: 'FISH_RUN_HEADER' });
    expect(del.status).toBe(403);
    const draft = await template(viewer, 'create', { draft: { jinja_template: 'x' }, data: {} });
    expect(draft.status).toBe(403);
    const printed = await template(viewer, 'create', {
      template: 'FISH_RUN_HEADER',
      data: { required_date: '2026-11-25' },
    });
    expect(printed.status).toBe(200);
    const zpl = rendered(printed.body.results).print_string;
    expect(zpl).toContain('^FDRequired 2026-11-25^FS');
    expect(zpl).toContain('by Grace Nguyen');
    expect(await snapshot(server.db, jinjaTemplates)).toBe(before);
  });
});

describe('document store: JINJA_TEMPLATE kept in wms.jinja_templates', () => {
  const doc = (token: string, action: string, data: object) =>
    server.call<Record<string, unknown>>(token, 'document', {
      site_id: 'SXD',
      entity: 'dynamodb',
      action,
      data,
    });
  const keys = { site_document: 'SXD-JINJA_TEMPLATE', document_type: 'JINJA_TEMPLATE' };

  it('adds, gets, lists and deletes a template through the store', async () => {
    const admin = await server.login('admin');
    const added = await doc(admin, 'add', {
      item: {
        ...keys,
        document_id: 'STORE_TPL',
        description: 'Added through the store',
        jinja_template: 'Order {{ sales_order }}',
        entity: 'sales_order',
      },
    });
    expect(added.status).toBe(200);
    const [row] = await server.db
      .select()
      .from(jinjaTemplates)
      .where(and(eq(jinjaTemplates.site_id, 'SXD'), eq(jinjaTemplates.template_id, 'STORE_TPL')));
    expect(row?.jinja_template).toBe('Order {{ sales_order }}');

    const got = await doc(admin, 'get', { ...keys, document_id: 'STORE_TPL' });
    expect(got.status).toBe(200);
    expect(ZStoredDocument.parse(got.body.results[0])).toMatchObject({
      document_id: 'STORE_TPL',
      template_id: 'STORE_TPL',
      document_type: 'JINJA_TEMPLATE',
    });

    const listed = await doc(admin, 'list', {
      expression: 'site_document = :sd',
      values: { ':sd': 'SXD-JINJA_TEMPLATE' },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((r) => r.document_id)).toContain('STORE_TPL');

    const broken = await doc(admin, 'add', {
      item: { ...keys, document_id: 'BROKEN', description: 'x', jinja_template: '{% if %}' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]!.message).toMatch(/^Line 1: /);

    const viewer = await server.login('viewer');
    const refused = await doc(viewer, 'delete', { ...keys, document_id: 'STORE_TPL' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.message).toBe(
      API_MESSAGES.documentTypeForbidden('JINJA_TEMPLATE', 'delete'),
    );
    const deleted = await doc(admin, 'delete', { ...keys, document_id: 'STORE_TPL' });
    expect(deleted.status).toBe(200);
    expect((await template(admin, 'get', { template_id: 'STORE_TPL' })).status).toBe(404);
  });
});
