import { describe, expect, it } from 'vitest';
import {
  KNOWLEDGE_DOCUMENT_TYPE as TYPE,
  KNOWLEDGE_SITE_DOCUMENT as SITE_DOCUMENT,
  MESSAGES,
  type TKnowledgeAnswer,
} from '../../src/contract';
import { documents } from '../../server/db/schema';
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
