import {
  LABEL_MESSAGES as M,
  type TLabelEntity,
  type TLabelFormat,
  type TLabelPreviewResult,
} from '../../../src/contract';
import type { Db } from '../../db/types';
import { loadLabelRecords, sampleLabelRecord } from '../../print/label-data';
import { renderLabels } from '../../print/render-label';

export interface TPreviewLabel {
  label?: string | null;
  label_format: TLabelFormat;
  entity: TLabelEntity;
  width: number;
  depth: number;
  label_string: string;
  first_line_at: number;
  last_line_at: number;
  line_increment: number;
}

/**
 * The editor's unsaved label drawn with the record of `key` (refused when unknown) or the
 * site's first record of the entity (a built-in one when it has none). Answers the first
 * label's exact ZPL, or the template's error with its line.
 */
export async function previewLabel(
  db: Db,
  siteId: string,
  input: { label: TPreviewLabel; key?: string | null; warehouse?: string | null },
  context: { printed_user: string; printed_time: string },
): Promise<TLabelPreviewResult> {
  const { label } = input;
  const record = input.key
    ? (
        await loadLabelRecords(db, siteId, label.entity, [input.key], input.warehouse ?? undefined)
      )[0]!
    : await sampleLabelRecord(db, siteId, label.entity);
  const rendered = await renderLabels({ ...label, label: label.label ?? '' }, [record], {
    ...context,
    copies: 1,
  });
  const head = {
    reference: record.reference,
    description: record.description,
    sample: record.data.sample === true,
    width: label.width,
    depth: label.depth,
  };
  if (!rendered.ok)
    return {
      ...head,
      body: '',
      labels: 0,
      error: {
        message: M.templateError(rendered.message, rendered.line),
        line: rendered.line ?? null,
        column: rendered.column ?? null,
      },
    };
  return {
    ...head,
    body: rendered.labels[0]?.body ?? '',
    labels: rendered.labels.length,
    error: null,
  };
}
