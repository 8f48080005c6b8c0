import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MESSAGES,
  RUN_DEFAULTS,
  RUN_MESSAGES as M,
  type TQueryResult,
  type TRunRow,
  type TRunSetRow,
} from '../../src/contract';
import { runs, runSets } from '../../server/db/schema';
import { startServer } from './harness';
import { snapshot } from './helpers';

const server = startServer();

const run = <T = TRunRow>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity: 'run', action, data });
const runSet = <T = TRunSetRow>(token: string, action: string, data: unknown, site = 'SXD') =>
  server.call<T>(token, 'admin', { site_id: site, entity: 'run_set', action, data });

const messages = (errors: { message: string }[]) => errors.map((e) => e.message);

async function runOf(token: string, warehouse: string, code: string): Promise<TRunRow> {
  const { body } = await run(token, 'list', { warehouse });
  const found = body.results.find((r) => r.run === code);
  if (!found) throw new Error(`no run ${code} in ${warehouse}`);
  return found;
}

describe('runs (envelope: admin / run)', () => {
  it("needs one warehouse: none or ALL answers 'Please Select a Warehouse'", async () => {
    const token = await server.login('admin');
    for (const data of [{}, { warehouse: '' }, { warehouse: 'ALL' }, { warehouse: null }]) {
      const { status, body } = await run(token, 'list', data);
      expect(status).toBe(400);
      expect(messages(body.errors)).toEqual([M.selectWarehouse]);
    }
    const unknown = await run(token, 'list', { warehouse: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(messages(unknown.body.errors)).toEqual([MESSAGES.unknownWarehouse('NOPE')]);
    // Another site's warehouse is unknown here.
    expect((await run(token, 'list', { warehouse: 'HBT' })).status).toBe(400);
  });

  it('lists the runs of a warehouse by code with their run sets and template settings', async () => {
    const token = await server.login('admin');
    const { status, body } = await run(token, 'list', { warehouse: 'DC1' });
    expect(status).toBe(200);
    expect(body.results.map((r) => [r.run, r.runset_id, r.runset_name])).toEqual([
      ['COUNTRY', 'DC1-PM', 'Afternoon Country Runs'],
      ['EAST', 'DC1-AM', 'Morning Metro Runs'],
      ['NORTH', 'DC1-AM', 'Morning Metro Runs'],
      ['WEST', 'DC1-AM', 'Morning Metro Runs'],
    ]);
    const country = body.results[0]!;
    expect(country).toMatchObject({
      run_template: 'auto_pack_consign_on_complete',
      open_freight_consignment: true,
      consign_on: 'complete',
      delivery_pickup: 'Delivery',
      cut_off_end_time: '13:30',
    });
    const byTerm = await run(token, 'list', { warehouse: 'DC1', search_term: 'nor' });
    expect(byTerm.body.results.map((r) => r.run)).toEqual(['NORTH']);
    const byName = await run(token, 'list', { warehouse: 'DC1', search_term: 'victoria' });
    expect(byName.body.results.map((r) => r.run)).toEqual(['COUNTRY']);
    const oneChar = await run(token, 'list', { warehouse: 'DC1', search_term: 'n' });
    expect(oneChar.body.results).toHaveLength(4);
    const got = await run(token, 'get', { run_id: country.run_id });
    expect(got.body.results).toEqual([country]);
    const missing = await run(token, 'get', { run_id: 999_999 });
    expect(missing.status).toBe(404);
    expect(messages(missing.body.errors)).toEqual([M.runNotFound(999_999)]);
  });

  it('a new run takes the defaults of section 9', async () => {
    const token = await server.login('admin');
    const { status, body } = await run(token, 'check', {
      runs: [{ run: 'T-DEF', run_name: 'Defaults', warehouse: 'DC1' }],
    });
    expect(status).toBe(200);
    const saved = body.results[0]!;
    expect(saved).toMatchObject({
      run: 'T-DEF',
      run_name: 'Defaults',
      warehouse: 'DC1',
      run_template: '',
      runset_id: null,
      run_type: 'Single',
      delivery_pickup: 'Pickup',
      pick_pack_option: 'Pick',
      confirm_on: 'On Pick',
      pick: true,
      pack: false,
      open_freight_consignment: false,
      active: true,
    });
    const { run_id: _id, run: _r, run_name: _n, warehouse: _w, ...rest } = saved;
    expect(rest).toEqual({ ...RUN_DEFAULTS, run_template: '', runset_id: null, runset_name: null });
  });

  it('a template fills a new run; the settings sent win; an update keeps what is not sent', async () => {
    const token = await server.login('admin');
    const added = await run(token, 'check', {
      runs: [
        {
          run: 'T-TPL',
          run_name: 'From template',
          warehouse: 'DC1',
          template: 'auto_pack_consign_on_complete',
          cut_off_start_time: '12:00',
          auto_pick: true,
        },
      ],
    });
    expect(added.status).toBe(200);
    const saved = added.body.results[0]!;
    expect(saved).toMatchObject({
      run_template: 'auto_pack_consign_on_complete',
      delivery_pickup: 'Delivery',
      confirm_on: 'On Pick',
      consign_on: 'complete',
      erp_update_status: 'Complete',
      erp_set_to_complete_status: 'Complete',
      open_freight_consignment: true,
      print_despatch_labels: true,
      auto_create_packs: true,
      cut_off_start_time: '12:00',
      auto_pick: true,
      pick: true,
    });
    const renamed = await run(token, 'check', {
      runs: [
        {
          run_id: saved.run_id,
          run: 'T-TPL',
          run_name: 'Renamed',
          warehouse: 'DC1',
          template: 'pick_only',
        },
      ],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.results[0]).toEqual({ ...saved, run_name: 'Renamed' });
    const unknown = await run(token, 'check', {
      runs: [{ run: 'T-BAD', run_name: 'x', warehouse: 'DC1', template: 'nope' }],
    });
    expect(unknown.status).toBe(400);
    expect(messages(unknown.body.errors)).toEqual([M.template]);
  });

  it('refuses bad values with the messages, one error per failure, and writes nothing', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, runs);
    const north = await runOf(token, 'DC1', 'NORTH');
    const base = { run_name: 'Bad', warehouse: 'DC1' };
    for (const [bad, message] of [
      [{ run_type: 'Double' }, M.runType],
      [{ delivery_pickup: 'Drone' }, M.deliveryPickup],
      [{ pick_pack_option: 'Pack' }, M.pickPackOption],
      [{ confirm_on: 'Later' }, M.confirmOn],
      [{ consign_on: 'never' }, M.consignOn],
    ] as const) {
      const { status, body } = await run(token, 'check', {
        runs: [{ run: 'T-X', ...base, ...bad }],
      });
      expect(status).toBe(400);
      expect(messages(body.errors)).toEqual([message]);
    }
    for (const bad of [
      { cut_off_start_time: '25:00' },
      { cut_off_end_time: '7:30' },
      { run: '' },
      { run: 'HAS SPACE' },
      { run_name: '' },
    ]) {
      const { status, body } = await run(token, 'check', {
        runs: [{ run: 'T-X', ...base, ...bad }],
      });
      expect(status).toBe(400);
      expect(body.errors[0]!.code).toBe(ERROR_CODES.VALIDATION);
    }
    const rules = await run(token, 'check', {
      runs: [
        { run: 'T-OK', ...base },
        { run: 'EAST', ...base },
        { run: 'T-OK', ...base },
        { run: 'T-W', run_name: 'x', warehouse: 'HBT' },
        { run: 'T-P', ...base, run_parent_id: 999_999 },
        { run_id: north.run_id, run: 'NORTH', ...base, run_parent_id: north.run_id },
        { run_id: 999_998, run: 'T-GONE', ...base },
      ],
    });
    expect(rules.status).toBe(400);
    expect(messages(rules.body.errors)).toEqual([
      M.runExists('DC1', 'EAST'),
      M.runTwice('T-OK'),
      MESSAGES.unknownWarehouse('HBT'),
      M.parentNotFound(999_999),
      M.parentIsSelf,
      M.runNotFound(999_998),
    ]);
    expect(await snapshot(server.db, runs)).toBe(before);
  });

  it('one default run per warehouse: a new default clears the old one', async () => {
    const token = await server.login('admin');
    expect((await runOf(token, 'DC1', 'NORTH')).default_run).toBe(true);
    const added = await run(token, 'check', {
      runs: [{ run: 'T-DFLT', run_name: 'New default', warehouse: 'DC1', default_run: true }],
    });
    expect(added.body.results[0]!.default_run).toBe(true);
    expect((await runOf(token, 'DC1', 'NORTH')).default_run).toBe(false);
    expect((await runOf(token, 'DC2', 'NORTH')).default_run).toBe(true);
  });

  it('a run used by sales orders or picks is not deleted; an unused one is', async () => {
    const token = await server.login('admin');
    const before = await snapshot(server.db, runs);
    const north = await runOf(token, 'DC1', 'NORTH');
    const free = await run(token, 'check', {
      runs: [{ run: 'T-DEL', run_name: 'To delete', warehouse: 'DC1' }],
    });
    const freeId = free.body.results[0]!.run_id;
    const withFree = await snapshot(server.db, runs);
    const refused = await run(token, 'delete', {
      runs: [{ run_id: freeId }, { run_id: north.run_id }, { run_id: 999_997 }],
    });
    expect(refused.status).toBe(400);
    const [inUse, missing] = messages(refused.body.errors);
    expect(inUse).toMatch(/^Run 'NORTH' is used by \d+ sales orders?.* and cannot be deleted$/);
    expect(missing).toBe(M.runNotFound(999_997));
    expect(await snapshot(server.db, runs)).toBe(withFree);
    const deleted = await run(token, 'delete', { runs: [{ run_id: freeId }] });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results.map((r) => r.run)).toEqual(['T-DEL']);
    expect((await run(token, 'get', { run_id: freeId })).status).toBe(404);
    expect(await snapshot(server.db, runs)).toBe(before);
  });

  it('a parent run is deleted only with its children', async () => {
    const token = await server.login('admin');
    const parent = (
      await run(token, 'check', { runs: [{ run: 'T-PAR', run_name: 'Parent', warehouse: 'DC1' }] })
    ).body.results[0]!;
    const child = (
      await run(token, 'check', {
        runs: [{ run: 'T-CHD', run_name: 'Child', warehouse: 'DC1', run_parent_id: parent.run_id }],
      })
    ).body.results[0]!;
    expect(child.run_parent_id).toBe(parent.run_id);
    const alone = await run(token, 'delete', { runs: [{ run_id: parent.run_id }] });
    expect(messages(alone.body.errors)).toEqual([M.parentInUse('T-PAR', 1)]);
    const both = await run(token, 'delete', {
      runs: [{ run_id: parent.run_id }, { run_id: child.run_id }],
    });
    expect(both.status).toBe(200);
  });

  it('permissions: view lists, update saves, delete deletes; others are refused', async () => {
    const viewer = await server.login('viewer');
    expect((await run(viewer, 'list', { warehouse: 'DC1' })).status).toBe(200);
    expect((await runSet(viewer, 'list', {})).status).toBe(200);
    const save = await run(viewer, 'check', {
      runs: [{ run: 'T-V', run_name: 'Viewer', warehouse: 'DC1' }],
    });
    expect(save.status).toBe(403);
    expect(save.body.errors[0]!.code).toBe(ERROR_CODES.FORBIDDEN_PERMISSION);
    expect((await run(viewer, 'delete', { runs: [{ run_id: 1 }] })).status).toBe(403);
    expect(
      (
        await runSet(viewer, 'check', {
          run_sets: [{ runset_id: 'X', runset_name: 'X', warehouse: 'DC1' }],
        })
      ).status,
    ).toBe(403);
    expect((await runSet(viewer, 'delete', { run_sets: [{ runset_id: 'DC1-AM' }] })).status).toBe(
      403,
    );
    const floor = await server.login('floor');
    expect((await run(floor, 'list', { warehouse: 'DC1' })).status).toBe(403);
    // Another site's run is not found from here.
    const admin = await server.login('admin');
    const tasRun = (await run(admin, 'list', { warehouse: 'HBT' }, 'TAS')).body.results[0]!;
    expect((await run(admin, 'get', { run_id: tasRun.run_id })).status).toBe(404);
  });
});

describe('run sets (envelope: admin / run_set)', () => {
  it('lists the sets of a warehouse, or of every warehouse for none or ALL, with their runs', async () => {
    const token = await server.login('admin');
    const dc1 = await runSet(token, 'list', { warehouse: 'DC1' });
    expect(dc1.status).toBe(200);
    expect(
      dc1.body.results.map((s) => [s.runset_id, s.warehouse_name, s.runs.map((r) => r.run)]),
    ).toEqual([
      ['DC1-PM', 'Dandenong DC', ['COUNTRY']],
      ['DC1-AM', 'Dandenong DC', ['EAST', 'NORTH', 'WEST']],
    ]);
    for (const data of [{}, { warehouse: 'ALL' }, { warehouse: '' }]) {
      const all = await runSet(token, 'list', data);
      expect(all.body.results.map((s) => s.runset_id).sort()).toEqual(
        ['DC1-AM', 'DC1-PM', 'DC2-AM', 'DC2-PM', 'RET-PU'].sort(),
      );
    }
    const dc2 = (await runSet(token, 'list', { warehouse: 'DC2' })).body.results;
    expect(dc2.find((s) => s.runset_id === 'DC2-PM')!.runs.map((r) => r.run)).toEqual([
      'BULK-WED',
      'CBD-PM',
      'COUNTRY',
    ]);
    const term = await runSet(token, 'list', { search_term: 'chilled' });
    expect(term.body.results.map((s) => s.runset_id)).toEqual(['DC2-AM']);
    const got = await runSet(token, 'get', { runset_id: 'DC1-PM' });
    expect(got.body.results).toEqual([dc1.body.results[0]]);
    const missing = await runSet(token, 'get', { runset_id: 'NOPE' });
    expect(missing.status).toBe(404);
    expect(messages(missing.body.errors)).toEqual([M.runSetNotFound('NOPE')]);
  });

  it('a saved set has exactly the runs sent; a run moves out of its old set', async () => {
    const token = await server.login('admin');
    const north = await runOf(token, 'DC1', 'NORTH');
    const west = await runOf(token, 'DC1', 'WEST');
    const saved = await runSet(token, 'check', {
      run_sets: [
        {
          runset_id: 'DC1-NW',
          runset_name: 'North and West',
          warehouse: 'DC1',
          runs: [north.run_id, west.run_id],
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results).toEqual([
      {
        runset_id: 'DC1-NW',
        runset_name: 'North and West',
        warehouse: 'DC1',
        warehouse_name: 'Dandenong DC',
        runs: [
          { run_id: north.run_id, run: 'NORTH', run_name: north.run_name },
          { run_id: west.run_id, run: 'WEST', run_name: west.run_name },
        ],
      },
    ]);
    const am = await runSet(token, 'get', { runset_id: 'DC1-AM' });
    expect(am.body.results[0]!.runs.map((r) => r.run)).toEqual(['EAST']);
    expect((await runOf(token, 'DC1', 'NORTH')).runset_id).toBe('DC1-NW');
    // The settings sidebar's run sets read the same table.
    const lookup = await server.call<TQueryResult<Record<string, unknown>>>(token, 'query', {
      site_id: 'SXD',
      entity: 'query',
      action: 'query',
      data: { query_type: 'select', sql_commands: [{ query_name: 'site_run_sets' }] },
    });
    expect(lookup.body.results[0]!.results).toContainEqual({
      value: 'DC1-NW',
      text: 'North and West',
      warehouse: 'DC1',
    });
    // Saving again with one run leaves the other in no set; the set is then deleted.
    const fewer = await runSet(token, 'check', {
      run_sets: [
        { runset_id: 'DC1-NW', runset_name: 'North only', warehouse: 'DC1', runs: [north.run_id] },
      ],
    });
    expect(fewer.body.results[0]!.runs.map((r) => r.run)).toEqual(['NORTH']);
    expect((await runOf(token, 'DC1', 'WEST')).runset_id).toBeNull();
    const deleted = await runSet(token, 'delete', { run_sets: [{ runset_id: 'DC1-NW' }] });
    expect(deleted.status).toBe(200);
    expect(deleted.body.results.map((s) => s.runset_id)).toEqual(['DC1-NW']);
    expect((await runOf(token, 'DC1', 'NORTH')).runset_id).toBeNull();
    expect((await runSet(token, 'get', { runset_id: 'DC1-NW' })).status).toBe(404);
  });

  it('refuses runs of another warehouse, a warehouse change, a set in use; writes nothing', async () => {
    const token = await server.login('admin');
    const sets = await snapshot(server.db, runSets);
    const allRuns = await snapshot(server.db, runs);
    const dc2North = await runOf(token, 'DC2', 'NORTH');
    const refused = await runSet(token, 'check', {
      run_sets: [
        { runset_id: 'DC1-X', runset_name: 'Mixed', warehouse: 'DC1', runs: [dc2North.run_id] },
        { runset_id: 'DC1-AM', runset_name: 'Moved', warehouse: 'DC2', runs: [] },
        { runset_id: 'T-W', runset_name: 'Nowhere', warehouse: 'NOPE', runs: [] },
      ],
    });
    expect(refused.status).toBe(400);
    expect(messages(refused.body.errors)).toEqual([
      M.runOutsideWarehouse(dc2North.run_id, 'DC1'),
      M.runSetWarehouse('DC1-AM', 'DC1'),
      MESSAGES.unknownWarehouse('NOPE'),
    ]);
    const inUse = await runSet(token, 'delete', {
      run_sets: [{ runset_id: 'DC1-AM' }, { runset_id: 'NOPE' }],
    });
    expect(inUse.status).toBe(400);
    const [used, missing] = messages(inUse.body.errors);
    expect(used).toMatch(
      /^Run set 'DC1-AM' is the current run set of \d+ users? and cannot be deleted$/,
    );
    expect(missing).toBe(M.runSetNotFound('NOPE'));
    const blank = await runSet(token, 'check', {
      run_sets: [{ runset_id: '', runset_name: 'x', warehouse: 'DC1' }],
    });
    expect(blank.status).toBe(400);
    expect(await snapshot(server.db, runSets)).toBe(sets);
    expect(await snapshot(server.db, runs)).toBe(allRuns);
  });
});
