import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  JINJA_TEMPLATE_TYPE,
  TEMPLATE_MESSAGES as M,
  searchTermReady,
  templateSiteDocument,
  type TTemplate,
  type TTemplateRow,
} from '../../../src/contract';
import { jinjaTemplates } from '../../db/schema';
import { escapeLike } from '../../db/sql';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';

export type TemplateRecord = typeof jinjaTemplates.$inferSelect;

/** A template as the template calls answer it. */
export function toTemplateRow(row: TemplateRecord): TTemplateRow {
  return {
    template_id: row.template_id,
    description: row.description,
    entity: row.entity,
    jinja_template: row.jinja_template,
    email_subject: row.email_subject,
    email_body: row.email_body,
    label: row.label,
    button_text: row.button_text,
  };
}

/** A template as the document store answers it: the store's key columns, then its fields. */
export function toTemplateDocument(row: TemplateRecord) {
  return {
    site_id: row.site_id,
    site_document: templateSiteDocument(row.site_id),
    document_id: row.template_id,
    document_type: JINJA_TEMPLATE_TYPE,
    lookup_key_1: null,
    lookup_key_2: null,
    lookup_key_3: null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...toTemplateRow(row),
  };
}

/** The site's templates by id; a term of 2 characters or more filters id, description or label. */
export async function listTemplates(db: Db, siteId: string, term?: string | null) {
  const pattern = searchTermReady(term) ? `%${escapeLike(term!.trim())}%` : undefined;
  return db
    .select()
    .from(jinjaTemplates)
    .where(
      and(
        eq(jinjaTemplates.site_id, siteId),
        pattern
          ? or(
              ilike(jinjaTemplates.template_id, pattern),
              ilike(jinjaTemplates.description, pattern),
              ilike(jinjaTemplates.label, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(jinjaTemplates.template_id));
}

export async function findTemplate(
  db: Db,
  siteId: string,
  templateId: string,
): Promise<TemplateRecord | undefined> {
  const [row] = await db
    .select()
    .from(jinjaTemplates)
    .where(and(eq(jinjaTemplates.site_id, siteId), eq(jinjaTemplates.template_id, templateId)));
  return row;
}

/** One template of the site; a missing one is 404. */
export async function getTemplate(db: Db, siteId: string, templateId: string) {
  const row = await findTemplate(db, siteId, templateId);
  if (!row) throw notFound(M.notFound(templateId));
  return row;
}

/** Insert or replace a template. */
export async function upsertTemplate(db: Db, siteId: string, item: TTemplate, userId: string) {
  const values = {
    description: item.description,
    entity: item.entity,
    jinja_template: item.jinja_template,
    email_subject: item.email_subject,
    email_body: item.email_body,
    label: item.label,
    button_text: item.button_text,
    updated_by: userId,
    updated_at: sql`now()`,
  };
  const [row] = await db
    .insert(jinjaTemplates)
    .values({ site_id: siteId, template_id: item.template_id, ...values })
    .onConflictDoUpdate({
      target: [jinjaTemplates.site_id, jinjaTemplates.template_id],
      set: values,
    })
    .returning();
  return row!;
}

export const deleteTemplate = (db: Db, siteId: string, templateId: string) =>
  db
    .delete(jinjaTemplates)
    .where(and(eq(jinjaTemplates.site_id, siteId), eq(jinjaTemplates.template_id, templateId)))
    .returning();
