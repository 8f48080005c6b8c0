import { ssccFromScan, type TOutboxEntry, type TPackInput } from '../../../contract';
import { getWorkContext } from '../../../api/work-context';
import { floorDb } from '../../../offline/db';
import type { TScan } from '../../../scan';
import { str } from './mirror-text';
import { draftContent, measure, type TPackDraft } from './pack-draft';

/** The pack screen's writes in the outbox. */
export const isPackWrite = (entry: TOutboxEntry) => entry.kind === 'pack';

/**
 * A pack this device saved that has not reached the server yet (its newest save in the
 * outbox), by pack number, barcode or SSCC: saved again, the server updates that pack.
 */
export async function waitingPack(scan: TScan): Promise<TPackDraft | null> {
  const text = scan.text.trim();
  const sscc = scan.gs1?.sscc ?? ssccFromScan(text);
  const site = getWorkContext()?.site_id;
  const entries = await floorDb.outbox
    .where('site_id')
    .equals(site ?? '')
    .toArray();
  for (const entry of entries.reverse()) {
    if (entry.kind !== 'pack') continue;
    const data = (entry.data as { containers?: TPackInput[] }).containers?.[0];
    if (!data?.container_number || data.container_id) continue;
    const matches =
      data.container_number === text ||
      `00${data.container_number}` === text ||
      (sscc !== null && data.sscc_number === sscc);
    if (!matches) continue;
    return {
      container_number: data.container_number,
      sscc_number: data.sscc_number ?? '',
      load_object_type_id: str(data.load_object_type_id),
      weight: measure(data.weight),
      height: measure(data.height),
      width: measure(data.width),
      depth: measure(data.depth),
      contents: (data.contents ?? []).map((c) =>
        draftContent(c, c.content_id ?? crypto.randomUUID()),
      ),
      rest: { warehouse: str(data.warehouse), package_type: str(data.package_type) },
    };
  }
  return null;
}
