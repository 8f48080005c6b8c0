import { LIST_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteList, getList, listLists, saveList } from './queries';

/** Service `admin`, entity `list` (document 3 section 7): VALUE and SQL lists of the site. */
export const listActions: AnyAction[] = [
  defineAction({
    contract: LIST_CALLS.list,
    permission: { module: 'admin', flag: 'view' },
    description:
      "The site's lists by name (without their values); search_term (2+ characters, shorter " +
      'is ignored) filters the name.',
    async handler(ctx, data) {
      return listLists(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: LIST_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description:
      'One list by list_id with its values ({list_value, text}): a VALUE list from its ' +
      'comma-separated list_values; an SQL list from SELECT value_field, text_field FROM its ' +
      'table WHERE condition (at most 500 rows), run read-only as the role wms_list_reader ' +
      "(the reference tables only), under this site's row-level security, with a 2 s " +
      'timeout and a cost ceiling. A condition with a function call other than plain text ' +
      'and number functions, a comment or a statement separator is refused.',
    async handler(ctx, data) {
      const row = await getList(ctx.db, ctx.siteId, data.list_id, ctx.inform);
      ctx.logRecord(row.list_name, 'list');
      return [row];
    },
  }),
  defineAction({
    contract: LIST_CALLS.check,
    permission: { module: 'admin', flag: 'update' },
    description:
      'Add a list, or update the one with list_id (data or data.list): list_name (unique, ' +
      '409), list_type VALUE (list_values: comma-separated, each of list_value_type string, ' +
      'number or date) or SQL (database staging or production, database_table a reference ' +
      'table, value_field and text_field its columns, condition). results[0]: saved.',
    async handler(ctx, data) {
      ctx.logRecord(data.list_name, 'list');
      return [await saveList(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: LIST_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description: 'Delete one list by list_id. results[0]: deleted; 404 when missing.',
    async handler(ctx, data) {
      const row = await deleteList(ctx.db, ctx.siteId, data.list_id);
      ctx.logRecord(row.list_name, 'list');
      return [row];
    },
  }),
];
