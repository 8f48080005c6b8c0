import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_ROLE, SITE_POLICY, SITE_SETTING, applySiteRls, inSite } from '../../server/db/rls';
import { rows } from '../../server/db/sql';
import { startServer } from './harness';

const server = startServer();

describe('row-level security on site_id', () => {
  it('under the app role, a transaction without the site setting sees no rows', async () => {
    const seen = await server.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
      return rows<{ n: number }>(tx, sql`select count(*)::int as n from wms.warehouses`);
    });
    expect(seen[0]!.n).toBe(0);
  });

  it('inSite runs as the app role with the site pinned, and both end with the transaction', async () => {
    const [owner] = await rows<{ me: string }>(server.db, sql`select current_user as me`);
    expect(owner!.me).not.toBe(APP_ROLE);
    const [inside] = await inSite(server.db, 'TAS', (tx) =>
      rows<{ me: string; site: string; role: string }>(
        tx,
        sql`select current_user as me, current_setting('role') as role,
              current_setting(${SITE_SETTING}, true) as site`,
      ),
    );
    expect(inside).toEqual({ me: APP_ROLE, role: APP_ROLE, site: 'TAS' });
    // A failed transaction reverts them too.
    await expect(inSite(server.db, 'SXD', (tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    const [after] = await rows<{ me: string; site: string | null }>(
      server.db,
      sql`select current_user as me, nullif(current_setting(${SITE_SETTING}, true), '') as site`,
    );
    expect(after).toEqual({ me: owner!.me, site: null });
  });

  it('with site SXD it sees only SXD rows, in every tenant table', async () => {
    const owner = await rows<{ site_id: string }>(
      server.db,
      sql`select distinct site_id from wms.warehouses`,
    );
    expect(owner.map((r) => r.site_id).sort()).toEqual(['SXD', 'TAS']);
    const seen = await inSite(server.db, 'SXD', async (tx) => ({
      warehouses: await rows<{ site_id: string }>(tx, sql`select site_id from wms.warehouses`),
      printers: await rows<{ site_id: string }>(tx, sql`select site_id from wms.printer_sets`),
      memberships: await rows<{ site_id: string }>(tx, sql`select site_id from wms.user_sites`),
      sites: await rows<{ site_id: string }>(tx, sql`select site_id from wms.sites`),
    }));
    expect(seen.warehouses.length).toBe(3);
    for (const list of Object.values(seen)) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((r) => r.site_id))).toEqual(new Set(['SXD']));
    }
  });

  it("the order search finders answer only the transaction's own site", async () => {
    const find = (site: string, asked: string) =>
      inSite(server.db, site, (tx) =>
        rows<{ id: number }>(
          tx,
          sql`SELECT wms.sales_order_text_matches(${asked}, '%SO-1000%', 'so-1000') AS id
              UNION ALL
              SELECT wms.sales_order_item_matches(${asked}, 'pas-500%')`,
        ),
      );
    // SXD's own finders find its orders (SO-1000nn, PAS-500-SPAG lines) ...
    expect((await find('SXD', 'SXD')).length).toBeGreaterThan(0);
    // ... but a transaction of TAS asking for SXD's gets nothing.
    expect(await find('TAS', 'SXD')).toEqual([]);
  });

  it('refuses writing a row of another site', async () => {
    await expect(
      inSite(server.db, 'SXD', (tx) =>
        tx.execute(
          sql`insert into wms.warehouses (site_id, warehouse, warehouse_name) values ('TAS', 'X1', 'Sneaky')`,
        ),
      ),
    ).rejects.toThrow();
    const updated = await inSite(server.db, 'SXD', (tx) =>
      rows<{ warehouse: string }>(
        tx,
        sql`update wms.warehouses set warehouse_name = 'Renamed' where site_id = 'TAS' returning warehouse`,
      ),
    );
    expect(updated).toEqual([]);
  });

  it('every table of schema wms with a site_id column forces row-level security with the policy', async () => {
    const tables = await rows<{
      relname: string;
      forced: boolean;
      enabled: boolean;
      policies: number;
    }>(
      server.db,
      sql`select c.relname, c.relforcerowsecurity as forced, c.relrowsecurity as enabled,
            (select count(*)::int from pg_policies p
              where p.schemaname = 'wms' and p.tablename = c.relname and p.policyname = ${SITE_POLICY}) as policies
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'site_id' and not a.attisdropped
          where n.nspname = 'wms' and c.relkind in ('r', 'p')`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(11);
    for (const t of tables)
      expect(t, t.relname).toMatchObject({ forced: true, enabled: true, policies: 1 });
    const names = tables.map((t) => t.relname);
    for (const n of [
      'sites',
      'site_settings',
      'user_sites',
      'user_permissions',
      'documents',
      'activity_log',
      'warehouses',
    ]) {
      expect(names).toContain(n);
    }
  });

  it('a table added later inherits it on the next start (idempotent)', async () => {
    await server.db.execute(
      sql`create table wms.later_area (site_id text not null, id int, primary key (site_id, id))`,
    );
    await applySiteRls(server.db);
    await applySiteRls(server.db);
    const [t] = await rows<{ forced: boolean }>(
      server.db,
      sql`select relforcerowsecurity as forced from pg_class where relname = 'later_area'`,
    );
    expect(t!.forced).toBe(true);
    await server.db.execute(sql`insert into wms.later_area values ('SXD', 1), ('TAS', 2)`);
    const seen = await inSite(server.db, 'TAS', (tx) =>
      rows<{ id: number }>(tx, sql`select id from wms.later_area`),
    );
    expect(seen).toEqual([{ id: 2 }]);
    await server.db.execute(sql`drop table wms.later_area`);
  });
});
