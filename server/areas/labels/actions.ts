import { DEFAULT_LABEL_ENTITY, LABEL_CALLS as C } from '../../../src/contract';
import type { AnyAction } from '../action-types';
import { defineAction } from '../action-types';
import { deleteLabels, getLabel, listLabels, saveLabels } from './labels';
import { previewLabel } from './preview';

const view = { module: 'admin', flag: 'view' } as const;
const update = { module: 'admin', flag: 'update' } as const;
const remove = { module: 'admin', flag: 'delete' } as const;

/** "2026-11-25 09:30" (UTC): when a preview says it was printed. */
const nowText = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

/**
 * Service `printing`, entity `label` (document 3 "Label"): the site's label layouts, each a
 * Jinja template whose output is the ZPL (or PDF markup) a printer is sent, and the live
 * preview the label editor draws.
 */
export const labelActions: AnyAction[] = [
  defineAction({
    contract: C.list,
    permission: view,
    description:
      'The labels of the site by code and format (no template); search_term (2+ characters, ' +
      'shorter is ignored) filters code, description or entity name.',
    async handler(ctx, data) {
      return listLabels(ctx.db, ctx.siteId, data.search_term);
    },
  }),
  defineAction({
    contract: C.get,
    permission: view,
    description:
      'One label of the request site with its template (label, label_format default ZEBRA; ' +
      'warehouse and a site_id in data are accepted and ignored). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.label, 'label');
      return [await getLabel(ctx.db, ctx.siteId, data.label, data.label_format)];
    },
  }),
  defineAction({
    contract: C.check,
    permission: update,
    description:
      'Add or update labels (data.labels): label, label_description, label_format ZEBRA|PDF, ' +
      `entity (optional: a new label is for ${DEFAULT_LABEL_ENTITY}, an update keeps its own), ` +
      'label_size (a named size sets width and depth in mm; Custom needs both), ' +
      'label_string (a Jinja template; one that does not compile is refused with ' +
      '"Line N: message"), first_line_at, last_line_at, line_increment (dots). All or nothing. ' +
      'results: the saved labels.',
    async handler(ctx, data) {
      const [first] = data.labels;
      if (first && data.labels.length === 1)
        ctx.logRecord(first.label, 'label', first.label_description);
      return saveLabels(ctx.db, ctx.siteId, data.labels);
    },
  }),
  defineAction({
    contract: C.delete,
    permission: remove,
    description:
      'Delete labels (data.labels: [{ label, label_format }]); refused, nothing deleted, when ' +
      'one is missing. results: deleted.',
    async handler(ctx, data) {
      if (data.labels.length === 1) ctx.logRecord(data.labels[0]!.label, 'label');
      return deleteLabels(ctx.db, ctx.siteId, data.labels);
    },
  }),
  defineAction({
    contract: C.preview,
    // Drawing an unsaved label runs its template: that is writing a label, not reading one.
    permission: update,
    description:
      'Render an unsaved label (data.label: the editor’s fields) with the record of data.key ' +
      '(refused when the site has none by that key) or the site’s first record of the entity ' +
      '(a built-in sample when it has none). results[0]: body (the exact ZPL), reference, ' +
      'description, sample, width, depth (mm), labels (how many the record prints), or error ' +
      '{ message "Line N: ...", line, column } when the template fails. Needs admin update; ' +
      'a template stopped by its time, memory or stack limit is refused (400 naming the limit).',
    async handler(ctx, data) {
      return [
        await previewLabel(ctx.db, ctx.siteId, data, {
          printed_user: ctx.user.user_id,
          printed_time: nowText(),
        }),
      ];
    },
  }),
];
