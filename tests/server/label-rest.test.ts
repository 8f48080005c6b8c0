import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LABEL_MESSAGES as M, type TLabelRow, type TLabelSummary } from '../../src/contract';
import { activityLog, labels } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const rest = <T = TLabelRow>(...args: Parameters<typeof server.rest>) => server.rest<T>(...args);

const tag = {
  label: 'REST_TAG',
  label_description: 'Shelf tag (old label service)',
  entity: 'location',
  label_size: '50x25',
  label_string: '^XA^FO20,20^FD{{ location }}^FS^XZ',
};

describe('the older label service: GET /api/label, PUT /api/label/ (list), POST /api/label/ (save)', () => {
  it('saves a label record, gets it by site and label, and lists it', async () => {
    const token = await server.login('admin');
    const saved = await rest(token, 'POST', '/api/label/', { site_id: 'SXD', label: tag });
    expect(saved.status).toBe(200);
    expect(saved.body.results).toMatchObject([
      { label: 'REST_TAG', label_format: 'ZEBRA', width: 50, depth: 25 },
    ]);

    const one = await rest(token, 'GET', '/api/label?site_id=SXD&label=REST_TAG');
    expect(one.status).toBe(200);
    expect(one.body.results).toMatchObject([
      { label: 'REST_TAG', label_string: tag.label_string, entity: 'location' },
    ]);
    const pdf = await rest(token, 'GET', '/api/label?site_id=SXD&label=REST_TAG&label_format=PDF');
    expect(pdf.status).toBe(404);
    expect(pdf.body.errors[0]!.message).toBe(M.labelNotFound('REST_TAG', 'PDF'));

    const put = await rest<TLabelSummary>(token, 'PUT', '/api/label/', { site_id: 'SXD' });
    expect(put.status).toBe(200);
    expect(put.body.results.map((l) => l.label)).toContain('REST_TAG');
    const searched = await rest<TLabelSummary>(token, 'PUT', '/api/label', {
      site_id: 'SXD',
      search_term: 'old label service',
    });
    expect(searched.body.results.map((l) => l.label)).toEqual(['REST_TAG']);
    const got = await rest<TLabelSummary>(token, 'GET', '/api/label?site_id=SXD');
    expect(got.body.results.map((l) => l.label)).toEqual(put.body.results.map((l) => l.label));
    // Another site has its own labels.
    const tas = await rest(token, 'GET', '/api/label?site_id=TAS&label=REST_TAG');
    expect(tas.status).toBe(404);
  });

  it("saves the label's own fields or a labels list, answering as label check does", async () => {
    const token = await server.login('admin');
    const flat = await rest(token, 'POST', '/api/label', {
      site_id: 'SXD',
      ...tag,
      label: 'REST_FLAT',
      label_size: 'Custom',
      width: 60,
      depth: 30,
    });
    expect(flat.body.results).toMatchObject([{ label: 'REST_FLAT', width: 60, depth: 30 }]);
    const list = await rest(token, 'POST', '/api/label/', {
      site_id: 'SXD',
      labels: [
        { ...tag, label: 'REST_A' },
        { ...tag, label: 'REST_B' },
      ],
    });
    expect(list.body.results.map((l) => l.label)).toEqual(['REST_A', 'REST_B']);
    const rows = await server.db
      .select({ label: labels.label })
      .from(labels)
      .where(and(eq(labels.site_id, 'SXD'), eq(labels.label_description, tag.label_description)));
    expect(rows.map((r) => r.label).sort()).toEqual(['REST_A', 'REST_B', 'REST_FLAT', 'REST_TAG']);
  });

  it('refuses as the envelope does: a template that does not compile, and without admin update', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, labels);
    const broken = { ...tag, label: 'REST_BAD', label_string: '^XA^FD{{ location ^FS^XZ' };
    const viaRest = await rest(token, 'POST', '/api/label/', { site_id: 'SXD', label: broken });
    const viaEnvelope = await server.call(token, 'printing', {
      site_id: 'SXD',
      entity: 'label',
      action: 'check',
      data: { labels: [broken] },
    });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.errors).toEqual(viaEnvelope.body.errors);

    const viewer = await server.login('viewer');
    const refused = await rest(viewer, 'POST', '/api/label/', { site_id: 'SXD', label: tag });
    expect(refused.status).toBe(403);
    expect(await snapshot(server.db, labels)).toBe(before);
    expect((await rest(viewer, 'GET', '/api/label?site_id=SXD&label=REST_TAG')).status).toBe(200);
    const unsigned = await server.app.inject({ method: 'GET', url: '/api/label?site_id=SXD' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('is logged as the label actions are', async () => {
    const token = await server.login('admin');
    await rest(token, 'GET', '/api/label?site_id=SXD&label=REST_TAG');
    const logged = await server.db
      .select({ key: activityLog.log_key, user: activityLog.user_id, success: activityLog.success })
      .from(activityLog)
      .where(and(eq(activityLog.site_id, 'SXD'), eq(activityLog.log_lookup, 'SXD-label-REST_TAG')));
    expect(logged).toContainEqual({ key: 'printing/label/get', user: 'admin', success: true });
    expect(logged).toContainEqual({ key: 'printing/label/check', user: 'admin', success: true });
    const refused = await server.db
      .select({ success: activityLog.success })
      .from(activityLog)
      .where(
        and(eq(activityLog.log_key, 'printing/label/check'), eq(activityLog.user_id, 'viewer')),
      );
    expect(refused).toEqual([{ success: false }]);
  });
});
