import { asc, eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import {
  HELP_DOCUMENT_TYPE,
  HELP_SITE_DOCUMENT,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
  type THelpItem,
  type ZHelpAnswer,
} from '../../../src/contract';
import { helpTexts } from '../../db/schema';
import type { Db } from '../../db/types';

/** Keep only the tags, attributes and URL schemes of the contract (on save; the app sanitises on display too). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_ALLOWED_TAGS,
    allowedAttributes: RICH_TEXT_ALLOWED_ATTRIBUTES,
    allowedSchemes: RICH_TEXT_ALLOWED_SCHEMES,
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}

type HelpRow = typeof helpTexts.$inferSelect;

/** A help text as the document store answers it (document 3 "Help"). */
export function helpItem(row: HelpRow): z.input<typeof ZHelpAnswer> {
  return {
    document_type: HELP_DOCUMENT_TYPE,
    site_document: HELP_SITE_DOCUMENT,
    document_id: row.help_context,
    help_context: row.help_context,
    title: row.title,
    help_text: row.help_text,
    updated_by: row.updated_by,
    updated_at: row.updated_at,
  };
}

export async function getHelp(db: Db, context: string) {
  const [row] = await db.select().from(helpTexts).where(eq(helpTexts.help_context, context));
  return row ? [helpItem(row)] : [];
}

export async function listHelp(db: Db) {
  const list = await db.select().from(helpTexts).orderBy(asc(helpTexts.help_context));
  return list.map(helpItem);
}

/** Save (insert or replace) a help text, sanitised. */
export async function saveHelp(db: Db, item: THelpItem, userId: string) {
  const values = {
    title: item.title,
    help_text: sanitizeRichText(item.help_text),
    updated_by: userId,
    updated_at: sql`now()`,
  };
  const [row] = await db
    .insert(helpTexts)
    .values({ help_context: item.help_context, ...values })
    .onConflictDoUpdate({ target: helpTexts.help_context, set: values })
    .returning();
  return helpItem(row!);
}

export async function deleteHelp(db: Db, context: string) {
  const deleted = await db.delete(helpTexts).where(eq(helpTexts.help_context, context)).returning();
  return deleted.map(helpItem);
}
