import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_DOCUMENT_TYPE as TYPE,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_SITE_DOCUMENT as SITE_DOCUMENT,
  MESSAGES,
  type TDocumentItem,
  type TKnowledgeAnswer,
} from '../../src/contract';
import { inSite } from '../../server/db/rls';
import { documents } from '../../server/db/schema';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const store = <T>(token: string, action: string, data: unknown, site = 'GLOBAL') =>
  server.call<T>(token, 'document', { site_id: site, entity: 'dynamodb', action, data });

const article = {
  document_type: TYPE,
  site_document: SITE_DOCUMENT,
  document_id: 'cycle-counts',
  title: 'Cycle counts',
  short_description: 'Counting a location without stopping picks',
  content:
    '<h3>Before you start</h3><p onclick="steal()">Print the <strong>count sheet</strong>.</p>' +
    '<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="https://example.com/a.png" onerror="x()">',
  tags: ['stock', 'counting'],
  group: 'Stock',
  category: 'Counting',
  sub_category: 'Cycle',
};

describe('knowledge articles (document store, type KNOWLEDGE at GLOBAL)', () => {
  it('saves an article with its rich text sanitised, lists and gets it', async () => {
    const provider = await server.login('provider');
    const saved = await store<TKnowledgeAnswer>(provider, 'add', { item: article });
    expect(saved.status).toBe(200);
    const content = saved.body.results[0]!.content;
    expect(content).toContain('<h3>Before you start</h3>');
    expect(content).toContain('<strong>count sheet</strong>');
    expect(content).toContain('src="https://example.com/a.png"');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/);

    const list = await store<TKnowledgeAnswer>(provider, 'list', {
      expression: 'site_document = :s AND document_type = :t',
      values: { ':s': SITE_DOCUMENT, ':t': TYPE },
    });
    expect(list.status).toBe(200);
    const found = list.body.results.find((a) => a.document_id === 'cycle-counts')!;
    expect(found).toMatchObject({
      title: 'Cycle counts',
      tags: ['stock', 'counting'],
      group: 'Stock',
    });
    const got = await store<TKnowledgeAnswer>(provider, 'get', {
      site_document: SITE_DOCUMENT,
      document_id: 'cycle-counts',
    });
    expect(got.body.results[0]!.content).toBe(content);
  });

  it('refuses an article without a title or with a bad id; nothing is written', async () => {
    const provider = await server.login('provider');
    const before = await snapshot(server.db, documents);
    const untitled = await store(provider, 'add', { item: { ...article, title: ' ' } });
    expect(untitled.status).toBe(400);
    expect(untitled.body.errors[0]!.message).toContain(MESSAGES.required);
    const badId = await store(provider, 'add', { item: { ...article, document_id: 'a b/c' } });
    expect(badId.status).toBe(400);
    expect(await snapshot(server.db, documents)).toBe(before);
  });

  it('is kept at GLOBAL: a site administrator cannot write it there', async () => {
    const admin = await server.login('admin');
    const refused = await store(admin, 'add', { item: article });
    expect(refused.status).toBe(403);
  });
});

describe('knowledge articles are read by every signed-in user at their own site', () => {
  const readable = { ...article, document_id: 'dock-safety', title: 'Dock safety' };
  const listAt = (token: string, site: string) =>
    store<TKnowledgeAnswer>(
      token,
      'list',
      {
        expression: 'site_document = :s AND document_type = :t',
        values: { ':s': SITE_DOCUMENT, ':t': TYPE },
      },
      site,
    );

  it('a floor user at SXD lists and reads an article kept at GLOBAL', async () => {
    const provider = await server.login('provider');
    expect((await store(provider, 'add', { item: readable })).status).toBe(200);
    const floor = await server.login('floor');
    const list = await listAt(floor, 'SXD');
    expect(list.status).toBe(200);
    expect(list.body.results.map((a) => a.document_id)).toContain('dock-safety');
    expect(new Set(list.body.results.map((a) => a.site_id))).toEqual(new Set(['GLOBAL']));
    // Without the type in the expression too: the knowledge base's site_document alone.
    const bySiteDocument = await store<TKnowledgeAnswer>(
      floor,
      'list',
      { site_document: SITE_DOCUMENT },
      'SXD',
    );
    expect(bySiteDocument.body.results.map((a) => a.document_id)).toContain('dock-safety');
    const got = await store<TKnowledgeAnswer>(
      floor,
      'get',
      { site_document: SITE_DOCUMENT, document_id: 'dock-safety' },
      'SXD',
    );
    expect(got.status).toBe(200);
    expect(got.body.results[0]).toMatchObject({ title: 'Dock safety', site_id: 'GLOBAL' });
    // The partner reads it at TAS as well.
    const partner = await server.login('partner');
    expect((await listAt(partner, 'TAS')).body.results.map((a) => a.document_id)).toContain(
      'dock-safety',
    );
  });

  it('others cannot add, update or delete an article; nothing is written', async () => {
    const provider = await server.login('provider');
    expect((await store(provider, 'add', { item: readable })).status).toBe(200);
    const before = await snapshot(server.db, documents);
    const floor = await server.login('floor');
    const changed = { ...readable, title: 'Dock safety (changed)' };
    const add = await store(floor, 'add', { item: { ...changed, document_id: 'new-one' } }, 'SXD');
    const update = await store(floor, 'update', { record: changed }, 'SXD');
    const remove = await store(
      floor,
      'delete',
      { site_document: SITE_DOCUMENT, document_id: 'dock-safety' },
      'SXD',
    );
    for (const refused of [add, update, remove]) {
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]!.message).toBe(MESSAGES.helpEditForbidden);
    }
    // Not a member of GLOBAL: refused there by the envelope.
    expect((await store(floor, 'add', { item: changed }, 'GLOBAL')).status).toBe(403);
    // A help editor (role wms) writes only at GLOBAL, where the articles are kept.
    const helpdesk = await server.login('helpdesk');
    const atSite = await store(helpdesk, 'add', { item: changed }, 'SXD');
    expect(atSite.status).toBe(403);
    expect(atSite.body.errors[0]!.message).toBe(KNOWLEDGE_MESSAGES.writeAtGlobal);
    expect(await snapshot(server.db, documents)).toBe(before);
  });

  it("GLOBAL's other documents stay invisible at the sites, and GLOBAL's articles read-only", async () => {
    const provider = await server.login('provider');
    const secret: TDocumentItem = {
      document_type: 'SQL_COMMAND',
      site_document: 'wms-SQL_COMMAND',
      document_id: 'global-erp',
      sql: 'select * from erp_secrets',
    };
    // A GLOBAL document of another type filed under the knowledge base's site_document too.
    const disguised: TDocumentItem = { ...secret, site_document: SITE_DOCUMENT };
    for (const item of [secret, disguised])
      expect((await store(provider, 'add', { item })).status).toBe(200);
    const admin = await server.login('admin');
    const commands = await store<TDocumentItem>(
      admin,
      'list',
      { site_document: 'wms-SQL_COMMAND' },
      'SXD',
    );
    expect(commands.status).toBe(200);
    expect(commands.body.results).toEqual([]);
    const floor = await server.login('floor');
    const knowledge = await listAt(floor, 'SXD');
    expect(knowledge.body.results.map((a) => a.document_id)).not.toContain('global-erp');
    const got = await store(
      floor,
      'get',
      { site_document: SITE_DOCUMENT, document_id: 'global-erp' },
      'SXD',
    );
    expect(got.body.results).toEqual([]);

    // In the database: a site's transaction sees its own rows and GLOBAL's articles, and may
    // not change those.
    const seen = await inSite(server.db, 'SXD', async (tx) => {
      const found = await rows<{ site_id: string; document_type: string }>(
        tx,
        sql`select site_id, document_type from wms.documents`,
      );
      const updated = await rows(
        tx,
        sql`update wms.documents set lookup_key_1 = 'x' where site_id = 'GLOBAL' returning 1`,
      );
      const deleted = await rows(
        tx,
        sql`delete from wms.documents where site_id = 'GLOBAL' returning 1`,
      );
      return { found, updated: updated.length, deleted: deleted.length };
    });
    const global = seen.found.filter((r) => r.site_id === 'GLOBAL');
    expect(global.length).toBeGreaterThan(0);
    expect(new Set(global.map((r) => r.document_type))).toEqual(new Set([TYPE]));
    expect(seen.found.every((r) => r.site_id === 'GLOBAL' || r.site_id === 'SXD')).toBe(true);
    expect(seen).toMatchObject({ updated: 0, deleted: 0 });
  });
});
