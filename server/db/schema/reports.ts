import { jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import type {
  TModule,
  TReportOperation,
  TReportParameter,
  TResultColumn,
} from '../../../src/contract';
import { stamps } from './columns';
import { sites } from './sites';
import { wms } from './wms';

/**
 * Report definitions (document 3 "Report"). A row owned by GLOBAL is offered at every site
 * (a second, read-only policy of the hand-written part of the migration lets a site read
 * them); a site's own rows are its alone.
 */
export const reports = wms.table(
  'reports',
  {
    site_id: text('site_id')
      .notNull()
      .references(() => sites.site_id, { onDelete: 'cascade' }),
    report: text('report').notNull(),
    label: text('label').notNull(),
    report_type: text('report_type').notNull().default('export'),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    upload_file: text('upload_file').notNull().default(''),
    group: text('group').notNull().default(''),
    sub_group: text('sub_group').notNull().default(''),
    default_search_option: text('default_search_option').notNull().default(''),
    search_options: jsonb('search_options').$type<string[]>().notNull().default([]),
    operations: jsonb('operations').$type<TReportOperation[]>().notNull().default([]),
    parameters: jsonb('parameters').$type<TReportParameter[]>().notNull().default([]),
    result_columns: jsonb('result_columns').$type<TResultColumn[]>().notNull().default([]),
    /** The modules whose data the report reads: running it needs view on each. */
    modules: jsonb('modules').$type<TModule[]>().notNull().default(['query']),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.report] })],
);
