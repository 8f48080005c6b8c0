import {
  DEFAULT_PACK_LABEL,
  PACK_MESSAGES as M,
  PACK_CALLS,
  PACK_NUMBER_CALLS,
} from '../../../src/contract';
import { RuleErrors } from '../../errors';
import { defineAction } from '../action-types';
import { queuePackLabels } from '../../print/enqueue';
import {
  deletePacks,
  getPack,
  listPacks,
  packDetails,
  reservePackNumbers,
  savePacks,
} from './queries';

const view = { module: 'wh', flag: 'view' } as const;
const update = { module: 'wh', flag: 'update' } as const;

/**
 * Service `container` (document 2 §7 "Containers/packs"): entity `container` (packs and
 * their contents) and `pack_number` (the pack barcode sequence, read and bumped; blocks of
 * numbers a device reserves to make packs offline).
 */
export const packActions = [
  defineAction({
    contract: PACK_CALLS.list,
    permission: view,
    description:
      'Packs of the site, newest first (at most limit, default 1000): warehouse (ALL or none = ' +
      'every warehouse), search_term (2+ characters: pack number, SSCC, barcode, reference, ' +
      'sales order, customer order, customer code or name), load_object_type_id, from_date..' +
      "to_date (the day made, in the site's zone). Rows (TPack) with load_object_type (code) " +
      'and content_count.',
    async handler(ctx, data) {
      return listPacks(ctx.db, ctx.siteId, data);
    },
  }),
  defineAction({
    contract: PACK_CALLS.get,
    permission: view,
    description:
      'One pack with its contents (TPackDetail) by container_id, container_number (or barcode) ' +
      'or sscc_number (with or without the AI 00). 404 when not found.',
    async handler(ctx, data) {
      const pack = await getPack(ctx.db, ctx.siteId, data);
      ctx.logRecord(pack.container_number, 'container');
      return [pack];
    },
  }),
  defineAction({
    contract: PACK_CALLS.check,
    permission: update,
    description:
      'Save packs (containers, up to 100) of container_type (default pack_contents). With ' +
      'container_id: update that pack (its number and SSCC never change). Without: a new pack, ' +
      'either with the container_number and sscc_number of a pack_number block reserved by ' +
      'the caller (the pair must match the block; a number already used by another pack is ' +
      "refused; the caller's own pack with that pair is updated, so a device may save it " +
      "again) or with neither: the server gives the next number of the site's pack sequence " +
      '(prefix + 7 digits) and the next SSCC-18 (extension digit, GS1 company prefix, serial ' +
      'from last_sscc_number, check digit). barcode = 00 + container number. contents, when ' +
      'given, is the whole list: upserted by content_id (client-made UUIDs), others removed. ' +
      'load_object_type_id and warehouse must exist. Each pack on its own: refused packs are ' +
      'warnings; when none is saved the call fails with one error each. results: the saved ' +
      'packs (TPackDetail). print_label true: each saved pack’s SSCC label (SSCC_LABEL) is ' +
      'printed on the user’s current printer set, sent once the save commits.',
    async handler(ctx, data) {
      const outcome = await savePacks(
        ctx.db,
        ctx.siteId,
        ctx.user.user_id,
        data.container_type,
        data.containers,
      );
      if (!outcome.saved.length) {
        throw new RuleErrors(outcome.refusals.map((message) => ({ message })));
      }
      for (const r of outcome.refusals) ctx.warn(r);
      ctx.inform(M.saved(outcome.saved.length));
      const packs = await packDetails(ctx.db, ctx.siteId, outcome.saved);
      ctx.logRecord(packs.map((p) => p.container_number).join(','), 'container', 'Packs saved');
      if (data.print_label) await queuePackLabels(ctx, DEFAULT_PACK_LABEL, packs);
      return packs;
    },
  }),
  defineAction({
    contract: PACK_CALLS.delete,
    permission: update,
    description:
      'Delete packs (containers: container ids or {container_id}) with their contents. ' +
      'Refused: not found, or consigned (has a connote). Refused packs are warnings; when ' +
      'none is deleted the call fails with one error each. results: the deleted packs.',
    async handler(ctx, data) {
      const outcome = await deletePacks(ctx.db, ctx.siteId, data.containers);
      if (!outcome.deleted.length) {
        throw new RuleErrors(outcome.refusals.map((message) => ({ message })));
      }
      for (const r of outcome.refusals) ctx.warn(r);
      ctx.inform(M.deleted(outcome.deleted.length));
      ctx.logRecord(
        outcome.deleted.map((p) => p.container_number).join(','),
        'container',
        'Packs deleted',
      );
      return outcome.deleted;
    },
  }),
  defineAction({
    contract: PACK_NUMBER_CALLS.reserve,
    permission: update,
    description:
      "Reserve a block of count (default 20) pack numbers of the site's sequence and as many " +
      'SSCC serials for the caller (device_id names the device): results[0] = {block_id, ' +
      'prefix, first_number, count, first_sscc_serial, gs1_company_prefix, ' +
      'sscc_extension_digit}. Pack i of the block is prefix + (first_number + i) in 7 digits ' +
      'with SSCC-18 of serial first_sscc_serial + i. Blocks never overlap.',
    async handler(ctx, data) {
      const block = await reservePackNumbers(
        ctx.db,
        ctx.siteId,
        ctx.user.user_id,
        data.count,
        data.device_id,
      );
      ctx.logRecord(block.block_id, 'pack_number_block', M.reserved(block.count));
      return [block];
    },
  }),
  defineAction({
    contract: PACK_NUMBER_CALLS.next,
    permission: update,
    description:
      'Pack add (document 2 §4): reserve the next pack number of the sequence (a block of one ' +
      'for the caller); results[0] as reserve. Saving a new pack with it keeps the number.',
    async handler(ctx, data) {
      const block = await reservePackNumbers(
        ctx.db,
        ctx.siteId,
        ctx.user.user_id,
        1,
        data.device_id,
      );
      ctx.logRecord(block.block_id, 'pack_number_block', M.reserved(1));
      return [block];
    },
  }),
];
