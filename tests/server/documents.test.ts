import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ERROR_CODES,
  HELP_SITE_DOCUMENT,
  MESSAGES,
  USER_ACCESS_MESSAGES,
} from '../../src/contract';
import { documents, helpTexts } from '../../server/db/schema';
import { countRows, snapshot } from './helpers';
import { startServer } from './harness';

const server = startServer();

const doc = (token: string, site: string, action: string, data: object) =>
  server.call<Record<string, unknown>>(token, 'document', {
    site_id: site,
    entity: 'dynamodb',
    action,
    data,
  });

const helpItem = (context: string, help_text: string) => ({
  item: {
    document_type: 'HELP',
    site_document: HELP_SITE_DOCUMENT,
    document_id: context,
    help_context: context,
    title: 'Picking',
    help_text,
  },
});

describe('help through the document store', () => {
  it('get answers the help of a context to any member, [] when there is none', async () => {
    const token = await server.login('driver');
    const found = await doc(token, 'TAS', 'get', {
      site_document: HELP_SITE_DOCUMENT,
      document_id: 'dashboard',
    });
    expect(found.status).toBe(200);
    expect(found.body.results[0]).toMatchObject({
      help_context: 'dashboard',
      document_type: 'HELP',
      title: 'Dashboard',
    });
    expect(String(found.body.results[0]!.help_text)).toContain('<li>');
    const missing = await doc(token, 'TAS', 'get', {
      site_document: HELP_SITE_DOCUMENT,
      document_id: 'nothing-here',
    });
    expect(missing.status).toBe(200);
    expect(missing.body.results).toEqual([]);
  });

  it("the provider's role adds help; it is sanitised on save", async () => {
    const token = await server.login('provider');
    const { status, body } = await doc(
      token,
      'SXD',
      'add',
      helpItem(
        'picking',
        '<p onclick="steal()">Scan the <strong>location</strong></p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="https://example.com" target="_blank">ok</a>',
      ),
    );
    expect(status).toBe(200);
    const saved = String(body.results[0]!.help_text);
    expect(saved).not.toContain('<script');
    expect(saved).not.toContain('onerror');
    expect(saved).not.toContain('onclick');
    expect(saved).not.toContain('javascript:');
    expect(saved).toContain('<strong>location</strong>');
    expect(saved).toContain('rel="noopener noreferrer"');
    const [row] = await server.db
      .select()
      .from(helpTexts)
      .where(eq(helpTexts.help_context, 'picking'));
    expect(row!.help_text).toBe(saved);
    expect(row!.updated_by).toBe('provider');
  });

  it('the wms role may edit help too', async () => {
    const token = await server.login('helpdesk');
    const { status } = await doc(
      token,
      'SXD',
      'add',
      helpItem('context-sidebar', '<p>Updated by the help desk</p>'),
    );
    expect(status).toBe(200);
    const [row] = await server.db
      .select()
      .from(helpTexts)
      .where(eq(helpTexts.help_context, 'context-sidebar'));
    expect(row!.help_text).toBe('<p>Updated by the help desk</p>');
  });

  it('an admin with every permission may not edit help', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, helpTexts);
    const { status, body } = await doc(token, 'SXD', 'add', helpItem('dashboard', '<p>Hacked</p>'));
    expect(status).toBe(403);
    expect(body.errors[0]).toEqual({
      message: MESSAGES.helpEditForbidden,
      code: ERROR_CODES.FORBIDDEN_PERMISSION,
    });
    expect(await snapshot(server.db, helpTexts)).toBe(before);
  });
});

describe('generic documents', () => {
  const item = {
    document_type: 'SITE_PROJECT_ITEM',
    site_document: 'SXD-SITE_PROJECT_ITEM',
    document_id: 'go-live-1',
    item_name: 'Label printers installed',
    status: 'OPEN',
    lookup_key_1: 'PROJECT-DC1',
    lookup_key_2: 'OPEN',
  };

  it('add, get, list by expression, update and delete (site permissions)', async () => {
    const token = await server.login('admin');
    const added = await doc(token, 'SXD', 'add', { item });
    expect(added.status).toBe(200);
    expect(added.body.results[0]).toMatchObject({ ...item, site_id: 'SXD' });

    const got = await doc(token, 'SXD', 'get', {
      site_document: item.site_document,
      document_id: 'go-live-1',
    });
    expect(got.body.results[0]).toMatchObject({ item_name: 'Label printers installed' });

    await doc(token, 'SXD', 'add', {
      items: [
        { ...item, document_id: 'go-live-2', lookup_key_1: 'PROJECT-DC2' },
        { ...item, document_id: 'other-1', lookup_key_1: 'OTHER' },
      ],
    });
    const listed = await doc(token, 'SXD', 'list', {
      index: 'lookup_key_1-index',
      expression: 'site_document = :sd AND begins_with(lookup_key_1, :p)',
      values: { ':sd': item.site_document, ':p': 'PROJECT-' },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((d) => d.document_id)).toEqual(['go-live-1', 'go-live-2']);

    const updated = await doc(token, 'SXD', 'update', {
      record: { ...item, status: 'COMPLETE', lookup_key_2: 'COMPLETE' },
    });
    expect(updated.body.results[0]).toMatchObject({ status: 'COMPLETE', lookup_key_2: 'COMPLETE' });

    const deleted = await doc(token, 'SXD', 'delete', {
      site_document: item.site_document,
      document_id: 'go-live-1',
    });
    expect(deleted.status).toBe(200);
    const gone = await doc(token, 'SXD', 'get', {
      site_document: item.site_document,
      document_id: 'go-live-1',
    });
    expect(gone.body.results).toEqual([]);
  });

  it('documents of one site are invisible from another', async () => {
    const token = await server.login('admin');
    const listed = await doc(token, 'TAS', 'list', { site_document: 'SXD-SITE_PROJECT_ITEM' });
    expect(listed.body.results).toEqual([]);
  });

  it('the type’s permission is enforced: a view-only user reads but may not add', async () => {
    const token = await server.login('viewer');
    const before = await countRows(server.db, documents);
    const { status, body } = await doc(token, 'SXD', 'add', {
      item: { ...item, document_id: 'viewer-1' },
    });
    expect(status).toBe(403);
    expect(body.errors[0]).toMatchObject({
      code: ERROR_CODES.FORBIDDEN_PERMISSION,
      message: API_MESSAGES.documentTypeForbidden('SITE_PROJECT_ITEM', 'update'),
    });
    expect(await countRows(server.db, documents)).toBe(before);
    const read = await doc(token, 'SXD', 'get', {
      site_document: item.site_document,
      document_id: 'go-live-2',
    });
    expect(read.status).toBe(200);
    expect(read.body.results).toHaveLength(1);
  });

  it('user documents go to the user-access adapters, never to generic documents; unknown types are refused', async () => {
    const token = await server.login('admin');
    const user = await doc(token, 'SXD', 'add', {
      item: { document_type: 'USER', site_document: 'USER', document_id: 'x', role: 'provider' },
    });
    expect(user.status).toBe(400);
    expect(user.body.errors[0]!.message).toBe(USER_ACCESS_MESSAGES.displayNameRequired);
    const get = await doc(token, 'SXD', 'get', {
      site_document: 'floor-USER_SITE',
      document_id: 'SXD',
    });
    expect(get.status).toBe(200);
    expect(get.body.results[0]).toMatchObject({ site_id: 'SXD', user_id: 'floor' });
    const stored = await server.db
      .select()
      .from(documents)
      .where(like(documents.document_type, 'USER%'));
    expect(stored).toEqual([]);
    const unknown = await doc(token, 'SXD', 'add', {
      item: { document_type: 'MYSTERY', site_document: 'SXD-MYSTERY', document_id: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.message).toBe(MESSAGES.unknownDocumentType('MYSTERY'));
  });

  it('an expression outside the supported subset: 400 naming it', async () => {
    const token = await server.login('admin');
    for (const expression of [
      'lookup_key_1 > :v',
      'password_hash = :v',
      'lookup_key_1 = :v OR 1 = 1',
    ]) {
      const { status, body } = await doc(token, 'SXD', 'list', {
        expression,
        values: { ':v': 'x' },
      });
      expect(status, expression).toBe(400);
      expect(body.errors[0]!.message).toMatch(/^The list expression is not supported/);
    }
    const missing = await doc(token, 'SXD', 'list', {
      expression: 'document_type = :t',
      values: {},
    });
    expect(missing.status).toBe(400);
  });

  it('update and delete of a missing document: 400 not found', async () => {
    const token = await server.login('admin');
    const update = await doc(token, 'SXD', 'update', { record: { ...item, document_id: 'nope' } });
    expect(update.status).toBe(400);
    expect(update.body.errors[0]!.message).toBe(MESSAGES.documentNotFound);
    const del = await doc(token, 'SXD', 'delete', {
      site_document: item.site_document,
      document_id: 'nope',
    });
    expect(del.status).toBe(400);
  });
});
