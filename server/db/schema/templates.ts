import { primaryKey, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns';
import { sites } from './sites';
import { wms } from './wms';

/**
 * A Jinja template of a site (document 3 "Template (Jinja)"): a print, label or e-mail
 * template rendered in the template sandbox; the document store's JINJA_TEMPLATE.
 */
export const jinjaTemplates = wms.table(
  'jinja_templates',
  {
    site_id: text('site_id')
      .notNull()
      .references(() => sites.site_id, { onDelete: 'cascade' }),
    template_id: text('template_id').notNull(),
    description: text('description').notNull().default(''),
    entity: text('entity').notNull().default(''),
    jinja_template: text('jinja_template').notNull().default(''),
    email_subject: text('email_subject').notNull().default(''),
    email_body: text('email_body').notNull().default(''),
    label: text('label').notNull().default(''),
    button_text: text('button_text').notNull().default(''),
    updated_by: text('updated_by'),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.template_id] })],
);
