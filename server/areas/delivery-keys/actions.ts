import {
  DELIVERY1_KEY_CALLS,
  DELIVERY_KEY_CALLS,
  delivery1Key,
  type TDeliveryKeyItem,
} from '../../../src/contract';
import type { ActionContext, AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import {
  checkInKey,
  checkOutKey,
  deleteKey,
  getKey,
  listKeys,
  saveKey,
  siteMembers,
} from './queries';

/** The alarm code is shown only to callers who may change the cabinet. */
const seesAlarm = (ctx: ActionContext) => ctx.can('admin', 'update');

/** Add or change a key; the key as saved. */
async function saveAndRead(ctx: ActionContext, item: TDeliveryKeyItem) {
  const key = await getKey(ctx.db, ctx.siteId, await saveKey(ctx.db, ctx.siteId, item), true);
  ctx.logRecord(key.key_name, 'del_key', key.customer_code);
  return [key];
}

/** Delete a key; the key as it was. */
async function deleteAndRead(ctx: ActionContext, keyId: number) {
  const key = await getKey(ctx.db, ctx.siteId, keyId, seesAlarm(ctx));
  await deleteKey(ctx.db, ctx.siteId, key.key_id);
  ctx.logRecord(key.key_name, 'del_key');
  return [key];
}

/**
 * Service `admin`, entity `del_key` (document 1 "Consignment list": the delivery key cabinet):
 * customers' premises keys, checked out to a user of the site and back.
 */
export const deliveryKeyActions: AnyAction[] = [
  defineAction({
    contract: DELIVERY_KEY_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      'The key cabinet by key name: key, customer and its name, colour, alarm code, the user ' +
      'holding the key and since when. The alarm code is sensitive: a caller without update ' +
      'on admin gets it masked (alarm_code_hidden true). search_term (2 characters or more) ' +
      'matches key, customer, customer name or colour; a 1-character term answers no rows.',
    async handler(ctx, data) {
      return listKeys(ctx.db, ctx.siteId, { search_term: data.search_term }, seesAlarm(ctx));
    },
  }),
  defineAction({
    contract: DELIVERY_KEY_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add a key (key_name and customer_code needed) or, with key_id, update it: only the ' +
      'non-empty fields sent change, the others keep their values. The customer must exist at ' +
      'the site (400); the key name is unique at the site (409). results[0]: the key.',
    handler: (ctx, data) => saveAndRead(ctx, data),
  }),
  defineAction({
    contract: DELIVERY_KEY_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description: 'Delete one key. results[0]: the deleted key; 404 when missing.',
    handler: (ctx, data) => deleteAndRead(ctx, data.key_id),
  }),
  defineAction({
    contract: DELIVERY_KEY_CALLS.checkout,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Check a key out to user_id, who must be a user of the site (400); refused (409) while ' +
      'the key is out. The user and the time are recorded. results[0]: the key.',
    async handler(ctx, data) {
      const key = await getKey(ctx.db, ctx.siteId, data.key_id, true);
      await checkOutKey(ctx.db, ctx.siteId, key, data.user_id);
      ctx.logRecord(key.key_name, 'del_key', `out to ${data.user_id}`);
      return [await getKey(ctx.db, ctx.siteId, key.key_id, true)];
    },
  }),
  defineAction({
    contract: DELIVERY_KEY_CALLS.checkin,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Check a key back in (clears its user and time); refused (409) when it is not out. ' +
      'results[0]: the key.',
    async handler(ctx, data) {
      const key = await getKey(ctx.db, ctx.siteId, data.key_id, true);
      await checkInKey(ctx.db, ctx.siteId, key);
      ctx.logRecord(key.key_name, 'del_key', 'checked in');
      return [await getKey(ctx.db, ctx.siteId, key.key_id, true)];
    },
  }),
  defineAction({
    contract: DELIVERY_KEY_CALLS.users,
    permission: { module: 'admin', flag: 'update' },
    description: 'The users of the site by name: whom a key may be checked out to.',
    async handler(ctx) {
      return siteMembers(ctx.db, ctx.siteId);
    },
  }),
];

/**
 * Service `delivery1`, entity `key` (document 1 section 7): the same cabinet as the delivery
 * service's calls. A delivery user (sales order view) reads the keys of their runs with the
 * alarm codes masked; adding, changing and deleting keys is the cabinet's (admin).
 */
export const delivery1KeyActions: AnyAction[] = [
  defineAction({
    contract: DELIVERY1_KEY_CALLS.list,
    permission: {
      anyOf: [
        { module: 'admin', flag: 'view' },
        { module: 'so', flag: 'view' },
      ],
    },
    description:
      'The key cabinet by key name, as admin del_key list: search_term (2 characters or more), ' +
      'locked_only (only keys checked out to a user), run (id or code: only the keys of ' +
      'customers with an order on that run still to deliver). The alarm code is masked for a ' +
      'caller without update on admin.',
    async handler(ctx, data) {
      return (await listKeys(ctx.db, ctx.siteId, data, seesAlarm(ctx))).map(delivery1Key);
    },
  }),
  defineAction({
    contract: DELIVERY1_KEY_CALLS.add,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add a key: key_name and customer_code (or customer_id) needed; colour (or key_colour), alarm_code, key_number, ' +
      'special_instructions, entry_notes and exit_notes optional. The customer must exist at ' +
      'the site (400); the key name is unique at the site (409).',
    handler: async (ctx, data) => (await saveAndRead(ctx, data)).map(delivery1Key),
  }),
  defineAction({
    contract: DELIVERY1_KEY_CALLS.update,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Change key key_id: only the non-empty fields sent change (404 when missing; the same ' +
      'customer and name rules as add).',
    handler: async (ctx, data) => (await saveAndRead(ctx, data)).map(delivery1Key),
  }),
  defineAction({
    contract: DELIVERY1_KEY_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description: 'Delete key key_id. results[0]: the deleted key; 404 when missing.',
    handler: async (ctx, data) => (await deleteAndRead(ctx, data.key_id)).map(delivery1Key),
  }),
];
