import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COURIER_MESSAGES as M,
  type TCourierDetail,
  type TCourierRow,
  type TCourierService,
  type TEnvelopeAnswer,
} from '../../src/contract';
import { courierServices, couriers, customerCourierAccounts, runs } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const admin = <T>(token: string, entity: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity, action, data });

const messages = (body: TEnvelopeAnswer<unknown>) => body.errors.map((e) => e.message);

describe('couriers (admin / courier)', () => {
  it('lists the seeded couriers with their service counts; searches run at 2 characters', async () => {
    const token = await server.login('admin');
    const all = await admin<TCourierRow>(token, 'courier', 'list', {});
    expect(all.status).toBe(200);
    expect(all.body.results).toContainEqual({ courier: 'TOLL', courier_name: 'Toll', services: 4 });
    expect(all.body.results.map((r) => r.courier_name)).toContain('Hunter Express');
    const one = await admin<TCourierRow>(token, 'courier', 'list', { search_term: 't' });
    expect(one.body.results).toEqual([]);
    const two = await admin<TCourierRow>(token, 'courier', 'list', { search_term: 'ex' });
    expect(two.body.results.map((r) => r.courier).sort()).toEqual(['BEX', 'DFE', 'HUNTER']);
  });

  it('gets a courier with its services; 404 for an unknown one', async () => {
    const token = await server.login('viewer');
    const got = await admin<TCourierDetail>(token, 'courier', 'get', { courier: 'BEX' });
    expect(got.status).toBe(200);
    expect(got.body.results[0]!.services).toContainEqual({
      courier: 'BEX',
      courier_name: 'Border Express',
      courier_service_code: 'FROZEN',
      service_code_name: 'Frozen Linehaul',
      storage: 'FRZ',
    });
    const missing = await admin(token, 'courier', 'get', { courier: 'NOPE' });
    expect(missing.status).toBe(404);
    expect(messages(missing.body)).toEqual([M.courierNotFound('NOPE')]);
  });

  it('adds, renames and deletes couriers; a code twice in one call writes nothing', async () => {
    const token = await server.login('admin');
    const added = await admin<TCourierRow>(token, 'courier', 'check', {
      items: [
        { courier: 'ARAMEX', courier_name: 'Aramex' },
        { courier: 'ALLIED', courier_name: 'Allied Express' },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body.results).toEqual([
      { courier: 'ARAMEX', courier_name: 'Aramex', services: 0 },
      { courier: 'ALLIED', courier_name: 'Allied Express', services: 0 },
    ]);
    const renamed = await admin<TCourierRow>(token, 'courier', 'check', {
      items: [{ courier: 'ARAMEX', courier_name: 'Aramex Australia' }],
    });
    expect(renamed.body.results[0]!.courier_name).toBe('Aramex Australia');

    const before = await snapshot(server.db, couriers);
    const twice = await admin(token, 'courier', 'check', {
      items: [
        { courier: 'NEWCO', courier_name: 'New Co' },
        { courier: 'NEWCO', courier_name: 'New Co again' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(messages(twice.body)).toEqual([M.courierListedTwice('NEWCO')]);
    const blank = await admin(token, 'courier', 'check', {
      items: [{ courier: '', courier_name: '' }],
    });
    expect(blank.status).toBe(400);
    expect(await snapshot(server.db, couriers)).toBe(before);

    const deleted = await admin(token, 'courier', 'delete', { courier: 'ALLIED' });
    expect(deleted.status).toBe(200);
    const gone = await admin(token, 'courier', 'get', { courier: 'ALLIED' });
    expect(gone.status).toBe(404);
  });

  it('refuses to delete a courier with services, one a customer account or run uses', async () => {
    const token = await server.login('admin');
    const withServices = await admin(token, 'courier', 'delete', { courier: 'CP' });
    expect(withServices.status).toBe(409);
    expect(messages(withServices.body)).toEqual([M.courierHasServices('CP', 2)]);

    await admin(token, 'courier', 'check', {
      items: [
        { courier: 'TNT', courier_name: 'TNT' },
        { courier: 'ROADRUN', courier_name: 'Roadrunner' },
      ],
    });
    const [accounts] = await server.db
      .select({ n: customerCourierAccounts.courier })
      .from(customerCourierAccounts)
      .where(
        and(eq(customerCourierAccounts.site_id, 'SXD'), eq(customerCourierAccounts.courier, 'TNT')),
      );
    if (!accounts)
      await server.db.insert(customerCourierAccounts).values({
        site_id: 'SXD',
        customer_code: 'BRUIGA',
        courier: 'TNT',
        account_number: 'TNT-100200',
      });
    const byAccount = await admin(token, 'courier', 'delete', { courier: 'TNT' });
    expect(byAccount.status).toBe(409);
    expect(messages(byAccount.body)[0]).toMatch(
      /^Courier 'TNT' is used by \d+ customer courier account/,
    );

    await server.db
      .update(runs)
      .set({ courier: 'roadrun' })
      .where(and(eq(runs.site_id, 'SXD'), eq(runs.run, 'EAST')));
    const byRun = await admin(token, 'courier', 'delete', { courier: 'ROADRUN' });
    expect(byRun.status).toBe(409);
    expect(messages(byRun.body)).toEqual([M.courierUsedByRuns('ROADRUN', 'EAST')]);
    const after = await admin<TCourierRow>(token, 'courier', 'list', { search_term: 'roadrun' });
    expect(after.body.results).toHaveLength(1);
  });

  it('viewers may not write; floor users may not read the admin list', async () => {
    const viewer = await server.login('viewer');
    const before = await snapshot(server.db, couriers);
    const save = await admin(viewer, 'courier', 'check', {
      items: [{ courier: 'X1', courier_name: 'X' }],
    });
    expect(save.status).toBe(403);
    expect((await admin(viewer, 'courier', 'delete', { courier: 'OWN' })).status).toBe(403);
    expect(await snapshot(server.db, couriers)).toBe(before);
    const floor = await server.login('floor');
    expect((await admin(floor, 'courier', 'list', {})).status).toBe(403);
  });

  it("keeps each site's couriers apart", async () => {
    const token = await server.login('admin');
    await admin(
      token,
      'courier',
      'check',
      { items: [{ courier: 'TASONLY', courier_name: 'Tassie Freight' }] },
      'TAS',
    );
    const sxd = await admin<TCourierRow>(token, 'courier', 'list', {});
    expect(sxd.body.results.map((r) => r.courier)).not.toContain('TASONLY');
    expect((await admin(token, 'courier', 'get', { courier: 'TASONLY' })).status).toBe(404);
    const tas = await admin<TCourierRow>(token, 'courier', 'list', {}, 'TAS');
    expect(tas.body.results.map((r) => r.courier)).toContain('TASONLY');
  });
});

describe('courier services (admin / courier_service)', () => {
  it('lists for any member, by courier or by a search of 2 characters or more', async () => {
    const floor = await server.login('floor');
    const all = await admin<TCourierService>(floor, 'courier_service', 'list', {});
    expect(all.status).toBe(200);
    expect(all.body.results.length).toBeGreaterThan(10);
    const toll = await admin<TCourierService>(floor, 'courier_service', 'list', {
      courier: 'TOLL',
    });
    expect(toll.body.results.map((r) => r.courier_service_code)).toEqual([
      'CHILL',
      'IPEC',
      'PALLET',
      'PRIORITY',
    ]);
    const short = await admin<TCourierService>(floor, 'courier_service', 'list', {
      search_term: 'o',
    });
    expect(short.body.results).toEqual([]);
    const over = await admin<TCourierService>(floor, 'courier_service', 'list', {
      search_term: 'overn',
    });
    expect(over.body.results.map((r) => `${r.courier}/${r.courier_service_code}`).sort()).toEqual([
      'BEX/OVERNIGHT',
      'TOLL/PRIORITY',
    ]);
  });

  it('adds and updates services; an unknown courier or storage writes nothing', async () => {
    const token = await server.login('admin');
    const saved = await admin<TCourierService>(token, 'courier_service', 'check', {
      items: [
        {
          courier: 'HUNTER',
          courier_service_code: 'CHILLED',
          service_code_name: 'Chilled',
          storage: 'COLD',
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results[0]).toEqual({
      courier: 'HUNTER',
      courier_name: 'Hunter Express',
      courier_service_code: 'CHILLED',
      service_code_name: 'Chilled',
      storage: 'COLD',
    });
    const before = await snapshot(server.db, courierServices);
    const bad = await admin(token, 'courier_service', 'check', {
      items: [
        { courier: 'HUNTER', courier_service_code: 'CHILLED', service_code_name: 'Renamed' },
        { courier: 'GHOST', courier_service_code: 'X', service_code_name: 'X' },
        { courier: 'HUNTER', courier_service_code: 'Y', service_code_name: 'Y', storage: 'LAVA' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(messages(bad.body)).toEqual([M.courierNotFound('GHOST'), M.storageUnknown('LAVA')]);
    expect(await snapshot(server.db, courierServices)).toBe(before);
  });

  it('refuses to delete a service a run uses; deletes one no run uses', async () => {
    const token = await server.login('admin');
    const used = await admin(token, 'courier_service', 'delete', {
      courier: 'TOLL',
      courier_service_code: 'IPEC',
    });
    expect(used.status).toBe(409);
    expect(messages(used.body)[0]).toMatch(
      /^Service 'IPEC' of courier 'TOLL' is the courier service of run /,
    );
    const free = await admin(token, 'courier_service', 'delete', {
      courier: 'HUNTER',
      courier_service_code: 'FRAGILE',
    });
    expect(free.status).toBe(200);
    const again = await admin(token, 'courier_service', 'delete', {
      courier: 'HUNTER',
      courier_service_code: 'FRAGILE',
    });
    expect(again.status).toBe(404);
    const viewer = await server.login('viewer');
    expect(
      (
        await admin(viewer, 'courier_service', 'delete', {
          courier: 'HUNTER',
          courier_service_code: 'GEN',
        })
      ).status,
    ).toBe(403);
  });
});
