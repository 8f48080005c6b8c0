import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  DEFAULT_LABEL_ENTITY,
  LABEL_ENTITY_NAMES,
  LABEL_MESSAGES as M,
  searchTermReady,
  type TLabelSave,
  type TLabelEntity,
  type TLabelFormat,
  type TLabelRow,
  type TLabelSummary,
  type TMessage,
} from '../../../src/contract';
import { labels, printerSetMaps } from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeLike } from '../../db/sql';
import { notFound, RuleErrors } from '../../errors';
import { renderTemplate } from '../../sandbox/render-template';

const summary = {
  label: labels.label,
  label_description: labels.label_description,
  label_format: labels.label_format,
  entity: labels.entity,
  label_size: labels.label_size,
  width: labels.width,
  depth: labels.depth,
};
const full = {
  ...summary,
  label_string: labels.label_string,
  first_line_at: labels.first_line_at,
  last_line_at: labels.last_line_at,
  line_increment: labels.line_increment,
};

/**
 * The site's labels by code and format. A term of 2 characters or more filters code,
 * description or the entity's name (contains, any case).
 */
export async function listLabels(
  db: Db,
  siteId: string,
  term?: string | null,
): Promise<TLabelSummary[]> {
  const text = searchTermReady(term) ? term!.trim() : undefined;
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  const entities = text
    ? (Object.entries(LABEL_ENTITY_NAMES) as [TLabelEntity, string][])
        .filter(([, name]) => name.toLowerCase().includes(text.toLowerCase()))
        .map(([entity]) => entity)
    : [];
  return db
    .select(summary)
    .from(labels)
    .where(
      and(
        eq(labels.site_id, siteId),
        pattern
          ? or(
              ilike(labels.label, pattern),
              ilike(labels.label_description, pattern),
              entities.length > 0 ? inArray(labels.entity, entities) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(asc(labels.label), asc(labels.label_format));
}

async function findLabelRow(db: Db, siteId: string, label: string, format: TLabelFormat) {
  const [row] = await db
    .select(full)
    .from(labels)
    .where(
      and(eq(labels.site_id, siteId), eq(labels.label, label), eq(labels.label_format, format)),
    );
  return row;
}

/** One label with its template; a missing one is 404. */
export async function getLabel(
  db: Db,
  siteId: string,
  label: string,
  format: TLabelFormat,
): Promise<TLabelRow> {
  const row = await findLabelRow(db, siteId, label, format);
  if (!row) throw notFound(M.labelNotFound(label, format));
  return row;
}

/** The template's syntax error as "Line N: message", or undefined when it compiles. */
export async function templateProblem(source: string): Promise<string | undefined> {
  const compiled = await renderTemplate(source, []);
  return compiled.ok ? undefined : M.templateError(compiled.message, compiled.line);
}

/**
 * Add or update labels. Every label is checked before anything is written: one sent twice or
 * a template that does not compile refuses the whole call, one message each. A label sent
 * without its entity is added for DEFAULT_LABEL_ENTITY, or updated keeping its own.
 */
export async function saveLabels(
  db: Db,
  siteId: string,
  items: TLabelSave[],
): Promise<TLabelRow[]> {
  const refusals: TMessage[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.label}\u0000${item.label_format}`;
    if (seen.has(key)) refusals.push({ message: M.labelTwice(item.label, item.label_format) });
    seen.add(key);
    const problem =
      (await templateProblem(item.label_string)) ??
      (item.label_format === 'ZEBRA' && !/\^XZ/i.test(item.label_string)
        ? M.noFormatEnd
        : undefined);
    if (problem)
      refusals.push({ message: items.length > 1 ? M.labelRow(item.label, problem) : problem });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  const saved: TLabelRow[] = [];
  for (const item of items) {
    const { label, label_format, entity, ...rest } = item;
    const set = { ...rest, ...(entity ? { entity } : {}), updated_at: new Date() };
    await db
      .insert(labels)
      .values({ site_id: siteId, label, label_format, entity: DEFAULT_LABEL_ENTITY, ...set })
      .onConflictDoUpdate({ target: [labels.site_id, labels.label, labels.label_format], set });
    saved.push(await getLabel(db, siteId, label, label_format));
  }
  return saved;
}

/** The printer sets whose map names the label. */
async function setsMapping(db: Db, siteId: string, label: string, format: TLabelFormat) {
  const found = await db
    .selectDistinct({ printer_set: printerSetMaps.printer_set })
    .from(printerSetMaps)
    .where(
      and(
        eq(printerSetMaps.site_id, siteId),
        eq(printerSetMaps.label, label),
        eq(printerSetMaps.label_format, format),
      ),
    )
    .orderBy(asc(printerSetMaps.printer_set));
  return found.map((f) => f.printer_set);
}

/** Delete labels: every one must exist and be mapped on no printer set, else nothing is deleted. */
export async function deleteLabels(
  db: Db,
  siteId: string,
  keys: { label: string; label_format: TLabelFormat }[],
): Promise<TLabelSummary[]> {
  const refusals: TMessage[] = [];
  const found: TLabelSummary[] = [];
  for (const key of keys) {
    const row = await findLabelRow(db, siteId, key.label, key.label_format);
    const sets = row ? await setsMapping(db, siteId, key.label, key.label_format) : [];
    if (sets.length > 0)
      refusals.push({ message: M.labelMapped(key.label, key.label_format, sets) });
    else if (row) {
      const {
        label_string: _s,
        first_line_at: _f,
        last_line_at: _l,
        line_increment: _i,
        ...head
      } = row;
      found.push(head);
    } else refusals.push({ message: M.labelNotFound(key.label, key.label_format) });
  }
  if (refusals.length > 0) throw new RuleErrors(refusals);
  for (const key of found)
    await db
      .delete(labels)
      .where(
        and(
          eq(labels.site_id, siteId),
          eq(labels.label, key.label),
          eq(labels.label_format, key.label_format),
        ),
      );
  return found;
}
