import { FORM_CALLS, FORMS_ADMIN_CALLS } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteForm, getForm, listForms, saveForm } from './queries';

const LIST = {
  permission: { module: 'admin', flag: 'view' },
  description:
    "The site's forms by name with their fields in order; search_term (2+ characters, " +
    'shorter is ignored) filters the name.',
} as const;
const CHECK = {
  permission: { module: 'admin', flag: 'update' },
  description:
    'Add or replace a form by form_name (data or data.form). fields: an array, or the JSON ' +
    'text the old API stored, of label, description, type (text, number, date, checkbox, ' +
    'select, signature, photo; default text), required (default false), options; they are ' +
    'numbered 1, 2, ... in the order sent (document 3 section 5). results[0]: saved.',
} as const;

/**
 * Forms (document 3 section 7): service `admin` entity `forms` (list, check, delete), service
 * `form` entity `form` (list, get, check) and REST /api/wms_form, all served by this code.
 */
export const formActions: AnyAction[] = [
  defineAction({
    contract: FORMS_ADMIN_CALLS.list,
    ...LIST,
    async handler(ctx, data) {
      return listForms(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: FORM_CALLS.list,
    ...LIST,
    async handler(ctx, data) {
      return listForms(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: FORM_CALLS.get,
    permission: { module: 'admin', flag: 'view' },
    description: 'One form by form_name with its fields in order. results[0]; 404 when missing.',
    async handler(ctx, data) {
      ctx.logRecord(data.form_name, 'form');
      return [await getForm(ctx.db, ctx.siteId, data.form_name)];
    },
  }),
  defineAction({
    contract: FORMS_ADMIN_CALLS.check,
    ...CHECK,
    async handler(ctx, data) {
      ctx.logRecord(data.form_name, 'form');
      return [await saveForm(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: FORM_CALLS.check,
    ...CHECK,
    async handler(ctx, data) {
      ctx.logRecord(data.form_name, 'form');
      return [await saveForm(ctx.db, ctx.siteId, data)];
    },
  }),
  defineAction({
    contract: FORMS_ADMIN_CALLS.delete,
    permission: { module: 'admin', flag: 'delete' },
    description:
      'Delete one form by form_name (data or data.form). results[0]: deleted; 404 when missing.',
    async handler(ctx, data) {
      ctx.logRecord(data.form_name, 'form');
      return [await deleteForm(ctx.db, ctx.siteId, data.form_name)];
    },
  }),
];
