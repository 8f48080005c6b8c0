import { and, eq } from 'drizzle-orm';
import {
  JINJA_TEMPLATE_TYPE,
  TEMPLATE_CALLS as C,
  TEMPLATE_MESSAGES as M,
} from '../../../src/contract';
import { printerSets } from '../../db/schema';
import { notFound } from '../../errors';
import { defineAction, type AnyAction } from '../action-types';
import {
  deleteTemplate,
  getTemplate,
  listTemplates,
  toTemplateRow,
  upsertTemplate,
} from './queries';
import { checkCompiles, renderParts, withPrintStamp } from './render';

export { jinjaTemplateAdapter } from './adapter';

const view = { module: 'admin', flag: 'view' } as const;
const update = { module: 'admin', flag: 'update' } as const;
const remove = { module: 'admin', flag: 'delete' } as const;
/** Printing is an operational act of the floor: sales order view, as the print popup needs. */
const print = { module: 'so', flag: 'view' } as const;

/**
 * Service `template`, entity `template` (document 3 "Templates (Jinja)", "Template rendering";
 * document 2 "Fish labels"): the site's Jinja templates and their rendering in the sandbox.
 */
export const templateActions: AnyAction[] = [
  defineAction({
    contract: C.list,
    permission: view,
    description:
      'The Jinja templates of the site by template_id; search_term (2+ characters, shorter is ' +
      'ignored) filters template_id, description or label.',
    async handler(ctx, data) {
      return (await listTemplates(ctx.db, ctx.siteId, data.search_term)).map(toTemplateRow);
    },
  }),
  defineAction({
    contract: C.get,
    permission: view,
    description: 'One template of the request site (404 when missing). results[0].',
    async handler(ctx, data) {
      ctx.logRecord(data.template_id, JINJA_TEMPLATE_TYPE);
      return [toTemplateRow(await getTemplate(ctx.db, ctx.siteId, data.template_id))];
    },
  }),
  defineAction({
    contract: C.check,
    permission: update,
    description:
      'Add or update one template (template_id, description, entity, jinja_template, ' +
      'email_subject, email_body, label, button_text). The template, subject and body are ' +
      'rendered once with empty data in the sandbox first: a syntax error is refused (400, ' +
      '"Line 3: unexpected token: }}") and nothing is written. results[0]: the saved template.',
    async handler(ctx, data) {
      await checkCompiles(data);
      ctx.logRecord(data.template_id, JINJA_TEMPLATE_TYPE, data.description);
      return [toTemplateRow(await upsertTemplate(ctx.db, ctx.siteId, data, ctx.user.user_id))];
    },
  }),
  defineAction({
    contract: C.delete,
    permission: remove,
    description: 'Delete one template (404 when missing). results[0]: the deleted template.',
    async handler(ctx, data) {
      const deleted = await deleteTemplate(ctx.db, ctx.siteId, data.template_id);
      if (!deleted.length) throw notFound(M.notFound(data.template_id));
      ctx.logRecord(data.template_id, JINJA_TEMPLATE_TYPE);
      return deleted.map(toTemplateRow);
    },
  }),
  defineAction({
    contract: C.create,
    // A draft is template source of the caller's own, so only a template editor renders one.
    permission: (data) => (data.draft ? update : print),
    description:
      'Render a template (data.template: template_id) with data.data plus printed_time ' +
      '("DD-MM-YY @ h:mm:ss A" in the site zone) and printed_user (the caller’s display name), ' +
      'in the sandbox. Needs sales order (so) view, as printing does; data.draft (jinja_template, ' +
      'email_subject, email_body, label, entity) renders unsaved source instead and needs admin ' +
      'update. printer_set, when sent, must be a printer set of the site. results[0]: ' +
      'print_string, email_subject, email_body, label, entity. A render error is 400 with its ' +
      'line and message; a template running past the time limit is stopped.',
    async handler(ctx, data) {
      if (data.printer_set) {
        const [set] = await ctx.db
          .select({ printer_set: printerSets.printer_set })
          .from(printerSets)
          .where(
            and(eq(printerSets.site_id, ctx.siteId), eq(printerSets.printer_set, data.printer_set)),
          );
        if (!set) throw notFound(M.printerSetNotFound(data.printer_set));
      }
      const source = data.draft ?? (await getTemplate(ctx.db, ctx.siteId, data.template!));
      if (data.template) ctx.logRecord(data.template, JINJA_TEMPLATE_TYPE);
      const rendered = await renderParts(source, withPrintStamp(ctx, data.data));
      return [
        {
          print_string: rendered.jinja_template,
          email_subject: rendered.email_subject,
          email_body: rendered.email_body,
          label: source.label,
          entity: source.entity,
        },
      ];
    },
  }),
];
