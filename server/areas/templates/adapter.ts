import {
  JINJA_TEMPLATE_TYPE,
  TEMPLATE_MESSAGES,
  ZTemplate,
  templateSiteDocument,
} from '../../../src/contract';
import { adminTableAdapter, parseDocument } from '../document-adapters';
import {
  deleteTemplate,
  findTemplate,
  listTemplates,
  toTemplateDocument,
  upsertTemplate,
} from './queries';
import { checkCompiles } from './render';

/** document_type JINJA_TEMPLATE of the document store, kept in wms.jinja_templates. */
export const jinjaTemplateAdapter = adminTableAdapter({
  type: JINJA_TEMPLATE_TYPE,
  siteDocument: templateSiteDocument,
  idOf: (row) => row.template_id,
  siteOf: (row) => row.site_id,
  list: (ctx) => listTemplates(ctx.db, ctx.siteId),
  find: (ctx, id) => findTemplate(ctx.db, ctx.siteId, id),
  /** template_id defaults to document_id; the template must compile. */
  async check(_ctx, item) {
    const fields = parseDocument(ZTemplate, {
      ...item,
      template_id: item.template_id ?? item.document_id,
    });
    await checkCompiles(fields);
    return fields;
  },
  idOfFields: (fields) => fields.template_id,
  upsert: (ctx, fields) => upsertTemplate(ctx.db, ctx.siteId, fields, ctx.user.user_id),
  delete: (ctx, id) => deleteTemplate(ctx.db, ctx.siteId, id),
  toDocument: toTemplateDocument,
  notFoundMessage: TEMPLATE_MESSAGES.notFound,
  logKey: (_ctx, id) => id,
  logDescription: (row) => row.description,
});
