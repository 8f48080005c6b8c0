import { and, eq } from 'drizzle-orm';
import type { TLabelEntity, TLabelFormat } from '../../src/contract';
import { labels } from '../db/schema';
import type { Db } from '../db/types';
import { renderTemplate, type TRenderError } from '../sandbox/render-template';
import type { TLabelRecord } from './label-data';
import { withHexFields } from './zpl-fields';

/** What rendering a label needs of its stored definition. */
export interface TLabelDefinition {
  label: string;
  label_format: TLabelFormat;
  entity: TLabelEntity;
  width: number;
  depth: number;
  label_string: string;
  first_line_at: number;
  last_line_at: number;
  line_increment: number;
}

/** One label to print: the bytes to send and what the print log records. */
export interface TRenderedLabel {
  reference: string;
  /** The key of the product's record it was printed for (the print log's wms_reference). */
  wms_reference: string;
  description: string;
  /** This label's place among all the labels of the call: "2 of 3". */
  counter: string;
  /** The exact bytes to send to the printer. */
  body: string;
}

export interface TLabelContext {
  printed_user: string;
  printed_time: string;
  copies: number;
}

/** A site's label by code and format (ZEBRA unless told). */
export async function findLabel(
  db: Db,
  siteId: string,
  label: string,
  labelFormat: TLabelFormat = 'ZEBRA',
): Promise<TLabelDefinition | undefined> {
  const [row] = await db
    .select({
      label: labels.label,
      label_format: labels.label_format,
      entity: labels.entity,
      width: labels.width,
      depth: labels.depth,
      label_string: labels.label_string,
      first_line_at: labels.first_line_at,
      last_line_at: labels.last_line_at,
      line_increment: labels.line_increment,
    })
    .from(labels)
    .where(
      and(
        eq(labels.site_id, siteId),
        eq(labels.label, label),
        eq(labels.label_format, labelFormat),
      ),
    );
  return row;
}

/**
 * How many content lines fit on one label: the lines sit at first_line_at, first_line_at +
 * line_increment, ... up to last_line_at inclusive. Without an increment or with the last
 * line above the first, every line goes on one label.
 */
export function linesPerLabel(def: TLabelDefinition): number {
  if (def.line_increment <= 0 || def.last_line_at < def.first_line_at) return Infinity;
  return Math.floor((def.last_line_at - def.first_line_at) / def.line_increment) + 1;
}

/** A record's content lines cut into the pages (labels) they fill, each line with its `y`. */
export function pagesOf(def: TLabelDefinition, record: TLabelRecord): Record<string, unknown>[][] {
  const raw = Array.isArray(record.data.lines) ? (record.data.lines as unknown[]) : [];
  const perLabel = linesPerLabel(def);
  const pages: Record<string, unknown>[][] = [];
  for (let start = 0; start < raw.length; start += perLabel === Infinity ? raw.length : perLabel) {
    const slice = perLabel === Infinity ? raw : raw.slice(start, start + perLabel);
    pages.push(
      slice.map((line, i) => ({
        ...(line && typeof line === 'object' ? (line as Record<string, unknown>) : { text: line }),
        y: def.first_line_at + i * Math.max(0, def.line_increment),
      })),
    );
  }
  return pages.length > 0 ? pages : [[]];
}

/**
 * Renders a label for every record, copy and continuation page in ONE sandbox call.
 *
 * Template variables: every field of the record's data, then `printed_time`, `printed_user`,
 * `copy` and `copies` (this copy of the record and how many), `page` and `pages` (a record
 * whose lines do not fit between first_line_at and last_line_at continues on further labels,
 * each with the next lines), `counter` ("x of y" over all the labels of the call) and `lines`:
 * the content lines of this page, each with `y` = first_line_at + i * line_increment.
 * Labels come record by record; each copy is a full set of the record's pages. A ZEBRA label's
 * values are written as `^FH_` hex escapes where ZPL would read them as commands (zpl-fields.ts).
 */
export async function renderLabels(
  def: TLabelDefinition,
  records: readonly TLabelRecord[],
  context: TLabelContext,
): Promise<{ ok: true; labels: TRenderedLabel[] } | TRenderError> {
  const copies = Math.max(1, Math.floor(context.copies) || 1);
  // A label that does not print its copy or counter is the same for every copy: rendered once
  // per record page, its copies are the same bytes again.
  const perCopy = COPY_VARIABLES.test(def.label_string);
  const rendered = perCopy ? copies : 1;
  const plan: { record: TLabelRecord; copy: number; item: Record<string, unknown> }[] = [];
  for (const record of records) {
    const pages = pagesOf(def, record);
    for (let copy = 1; copy <= copies; copy++)
      pages.forEach((lines, p) =>
        plan.push({
          record,
          copy,
          item: {
            ...record.data,
            printed_time: context.printed_time,
            printed_user: context.printed_user,
            copy,
            copies,
            page: p + 1,
            pages: pages.length,
            lines,
          },
        }),
      );
  }
  if (plan.length === 0) return { ok: true, labels: [] };
  const total = plan.length;
  const counter = (i: number) => `${i + 1} of ${total}`;
  const toRender: number[] = [];
  plan.forEach((p, i) => {
    if (p.copy <= rendered) toRender.push(i);
  });
  const data = toRender.map((i) => ({ ...plan[i]!.item, counter: counter(i) }));
  // Large runs get time in proportion; the default covers a few hundred labels.
  const timeMs = Math.max(2_000, Math.min(30_000, data.length * 5));
  // A Zebra label's values never become commands: its fields read hex escapes, its values are
  // written with them.
  const zebra = def.label_format === 'ZEBRA';
  const result = await renderTemplate(
    zebra ? withHexFields(def.label_string) : def.label_string,
    data,
    { timeMs },
    zebra ? 'zpl' : 'none',
  );
  if (!result.ok) return result;
  // Each label's bytes: its own render, or its record page's first copy.
  const bodies = new Map<number, string>();
  toRender.forEach((planIndex, k) => bodies.set(planIndex, result.outputs[k]!));
  const pagesPerCopy = new Map<TLabelRecord, number>();
  for (const p of plan)
    if (p.copy === 1) pagesPerCopy.set(p.record, (pagesPerCopy.get(p.record) ?? 0) + 1);
  return {
    ok: true,
    labels: plan.map((p, i) => {
      const source = i - (p.copy - Math.min(p.copy, rendered)) * pagesPerCopy.get(p.record)!;
      return {
        reference: p.record.reference,
        wms_reference: p.record.wms_reference ?? p.record.reference,
        description: p.record.description,
        counter: counter(i),
        body: bodies.get(source)!,
      };
    }),
  };
}

/** Template variables that differ between copies of one record's label. */
const COPY_VARIABLES = /\b(copy|counter)\b/;
