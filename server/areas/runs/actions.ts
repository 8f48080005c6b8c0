import { RUN_CALLS, RUN_SET_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteRuns, getRun, listRuns, saveRuns } from './run-queries';
import { deleteRunSets, getRunSet, listRunSets, saveRunSets } from './run-set-queries';

/**
 * Service `admin`, entities `run` and `run_set` (document 3 section 7): the runs of a
 * warehouse with every setting of document 3 "Run", and the run sets grouping them. A run
 * is in at most one run set (runs.runset_id), which sales orders, picks and dashboards read.
 */
export const runActions: AnyAction[] = [
  defineAction({
    contract: RUN_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      "The runs of one warehouse by code, each with its run set; none or ALL is refused with 'Please " +
      "Select a Warehouse', an unknown warehouse too. search_term (2+ characters, shorter is " +
      'ignored) filters code or name.',
    async handler(ctx, data) {
      return listRuns(ctx.db, ctx.siteId, data.warehouse, data.search_term);
    },
  }),
  defineAction({
    contract: RUN_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description: 'One run by run_id with every setting and its run set. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(String(data.run_id), 'run');
      return [await getRun(ctx.db, ctx.siteId, data.run_id)];
    },
  }),
  defineAction({
    contract: RUN_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or update runs (data.runs; with run_id updates). A new run starts from its template ' +
      '(auto_pack_consign_on_complete, palletised_pick, auto_pack, pick_only) or the defaults ' +
      '(Single, Pickup, Pick, On Pick, print, pick on); settings sent win, settings not sent keep ' +
      'their value. Refused with one error per failure, nothing saved: unknown warehouse, run ' +
      'code taken in the warehouse, missing run or parent run. results: the saved runs.',
    async handler(ctx, data) {
      const [first] = data.runs;
      if (first && data.runs.length === 1)
        ctx.logRecord(`${first.warehouse}/${first.run}`, 'run', first.run_name);
      return saveRuns(ctx.db, ctx.siteId, data.runs);
    },
  }),
  defineAction({
    contract: RUN_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete runs (data.runs: [{ run_id }]); refused, one error per run and nothing deleted, ' +
      'when a run is missing or still used by sales orders, picks, purchase orders or child ' +
      'runs. results: the deleted runs.',
    async handler(ctx, data) {
      const [first] = data.runs;
      if (first && data.runs.length === 1) ctx.logRecord(String(first.run_id), 'run');
      return deleteRuns(
        ctx.db,
        ctx.siteId,
        data.runs.map((r) => r.run_id),
      );
    },
  }),
  defineAction({
    contract: RUN_SET_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'The run sets of one warehouse (none or ALL: every warehouse) by name, each with its ' +
      'runs; search_term (2+ characters) filters id or name.',
    async handler(ctx, data) {
      return listRunSets(ctx.db, ctx.siteId, data.warehouse, data.search_term);
    },
  }),
  defineAction({
    contract: RUN_SET_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description: 'One run set by runset_id with its runs. results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.runset_id, 'run_set');
      return [await getRunSet(ctx.db, ctx.siteId, data.runset_id)];
    },
  }),
  defineAction({
    contract: RUN_SET_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add or update run sets (data.run_sets: runset_id, runset_name, warehouse, runs as ' +
      'run_ids). The set gets exactly the runs sent, which must be runs of its warehouse; a ' +
      'run leaves any other set. A set keeps its warehouse. results: the saved sets.',
    async handler(ctx, data) {
      const [first] = data.run_sets;
      if (first && data.run_sets.length === 1)
        ctx.logRecord(first.runset_id, 'run_set', first.runset_name);
      return saveRunSets(ctx.db, ctx.siteId, data.run_sets);
    },
  }),
  defineAction({
    contract: RUN_SET_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete run sets (data.run_sets: [{ runset_id }]); refused, nothing deleted, when one is ' +
      "missing or is a user's current run set. Its runs stay, in no set. results: the deleted sets.",
    async handler(ctx, data) {
      const [first] = data.run_sets;
      if (first && data.run_sets.length === 1) ctx.logRecord(first.runset_id, 'run_set');
      return deleteRunSets(
        ctx.db,
        ctx.siteId,
        data.run_sets.map((s) => s.runset_id),
      );
    },
  }),
];
