import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  FLOOR_MESSAGES as F,
  PACK_DEFAULTS,
  SCAN_MESSAGES,
  PACK_CALLS,
  ssccFromScan,
  type TOutboxEntry,
  type TPackContent,
  type TPackInput,
} from '../../../contract';
import { getWorkContext } from '../../../api/work-context';
import { floorDb, type TMirrorRow } from '../../../offline/db';
import { packNumbersLeft, takePackNumber, topUpPackNumbers } from '../../../offline/pack-numbers';
import { ScanField, findItem, findPack, scanFeedback, type TScan } from '../../../scan';
import { Button, cx, formatQuantity, useWorkContext } from '../../../ui';
import { FloorScreenHeader } from '../components/FloorScreenHeader';
import { ScreenWrites } from '../components/ScreenWrites';
import { useFloorWrite } from '../components/useFloorWrite';

/** The pack on the screen: a mirrored pack (container_id) or a new one with a reserved number. */
type TPackDraft = {
  container_id?: number;
  container_number: string;
  sscc_number: string;
  load_object_type_id: string;
  weight: string;
  height: string;
  width: string;
  depth: string;
  contents: TPackContent[];
  /** The pack's fields from the mirror, kept as they are on save. */
  rest: Partial<TPackInput>;
};

type TLine = {
  /** What the last scan filled (item, unit scanned, batch): the same scan again adds to it. */
  scanned: string;
  /** How much one scan of it counts, in the item's base unit (a carton of 24: 24). */
  per_scan: number;
  /** The unit scanned when it is not the base unit ("1 CTN = 24 EA"), else ''. */
  per_scan_hint: string;
  inventory_code: string;
  inventory_description: string;
  unit_of_measure: string;
  gtin: string;
  detail_reference: string;
  date_code: string;
  quantity: string;
};

const BLANK_LINE: TLine = {
  scanned: '',
  per_scan: 0,
  per_scan_hint: '',
  inventory_code: '',
  inventory_description: '',
  unit_of_measure: PACK_DEFAULTS.unit_of_measure,
  gtin: '',
  detail_reference: '',
  date_code: '',
  quantity: '',
};

const MEASURES = [
  ['weight', 'KG'],
  ['height', 'H (mm)'],
  ['width', 'W (mm)'],
  ['depth', 'D (mm)'],
] as const;

const inputClass = 'min-h-12 rounded-lg border border-slate-300 px-3 text-xl';
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const measure = (v: unknown) => (Number(v) ? String(Number(v)) : '');

/**
 * Focus a field once it is on the screen: a field that shows with this change (the item
 * field of a pack just opened) may not be rendered yet, so look again for a moment.
 */
function focusId(id: string, tries = 20) {
  setTimeout(() => {
    const el = document.getElementById(id);
    if (el instanceof HTMLInputElement) {
      el.focus();
      el.select();
    } else if (tries > 0) focusId(id, tries - 1);
  }, 16);
}

/** A line of the form as a line of the pack, or the reason it cannot be one. */
function lineContent(line: TLine): TPackContent | string {
  const quantity = Number(line.quantity);
  if (!line.inventory_code.trim()) return F.scanItem;
  if (!(quantity > 0)) return F.quantityAboveZero;
  return {
    content_id: crypto.randomUUID(),
    inventory_code: line.inventory_code.trim(),
    inventory_description: line.inventory_description,
    quantity,
    unit_of_measure: line.unit_of_measure,
    gtin: line.gtin,
    detail_reference: line.detail_reference,
    date_code: line.date_code,
    comments: '',
  };
}

/** The pack screen's writes in the outbox. */
const isPackWrite = (entry: TOutboxEntry) => entry.kind === 'pack';

/**
 * A pack this device saved that has not reached the server yet (its newest save in the
 * outbox), by pack number, barcode or SSCC: saved again, the server updates that pack.
 */
async function waitingPack(scan: TScan): Promise<TPackDraft | null> {
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
      contents: (data.contents ?? []).map((c) => ({
        content_id: c.content_id ?? crypto.randomUUID(),
        inventory_code: c.inventory_code,
        inventory_description: str(c.inventory_description),
        quantity: Number(c.quantity),
        unit_of_measure: str(c.unit_of_measure) || PACK_DEFAULTS.unit_of_measure,
        detail_reference: str(c.detail_reference),
        date_code: str(c.date_code),
        gtin: str(c.gtin),
        comments: str(c.comments),
      })),
      rest: { warehouse: str(data.warehouse), package_type: str(data.package_type) },
    };
  }
  return null;
}

/**
 * /floor/pack: scan a pack (SSCC or pack barcode, from the device's mirror) or make a new one
 * with a pack number reserved on this device (works offline), scan items into it (a GS1
 * barcode fills GTIN, batch, date code and quantity; else an item code or barcode), weight,
 * sizes and load object type; Save puts the pack in the outbox (container / container /
 * check, kind 'pack') and shows it pending at once.
 */
export default function FloorPackScreen() {
  const context = useWorkContext();
  const warehouse = context?.warehouse && context.warehouse !== 'ALL' ? context.warehouse : '';
  const [packScan, setPackScan] = useState('');
  const [pack, setPack] = useState<TPackDraft | null>(null);
  const [itemScan, setItemScan] = useState('');
  const [line, setLine] = useState<TLine>(BLANK_LINE);
  const [error, setError] = useState<string | null>(null);
  const { writes, error: saveError, queue } = useFloorWrite(isPackWrite);
  const [left, setLeft] = useState<number | null>(null);
  /** Save was pressed on a pack with no lines: ask before saving it empty. */
  const [askEmpty, setAskEmpty] = useState(false);
  const types = useLiveQuery(async () => {
    try {
      return await floorDb.mirror('load_object_types').toArray();
    } catch {
      return [] as TMirrorRow[];
    }
  }, []);

  useEffect(() => {
    let live = true;
    void topUpPackNumbers().then((n) => live && setLeft(n));
    return () => {
      live = false;
    };
  }, []);

  const openScanned = async (scan: TScan) => {
    setError(null);
    if (!scan.text.trim()) return;
    const found = await findPack(scan).catch(() => null);
    const waiting = found ? null : await waitingPack(scan);
    if (waiting) {
      setPack(waiting);
      setPackScan('');
      scanFeedback('ok');
      focusId('floor-pack-item');
      return;
    }
    if (!found) {
      setError(SCAN_MESSAGES.packNotFound(scan.text.trim()));
      scanFeedback('not-found');
      return;
    }
    const contents = (await floorDb
      .mirror('container_contents')
      .where('container_id')
      .equals(found.container_id)
      .toArray()) as unknown as (TPackContent & TMirrorRow)[];
    const row = found as TMirrorRow;
    setPack({
      container_id: found.container_id,
      container_number: found.container_number,
      sscc_number: found.sscc_number,
      load_object_type_id: str(row.load_object_type_id),
      weight: measure(row.weight),
      height: measure(row.height),
      width: measure(row.width),
      depth: measure(row.depth),
      contents: contents.map((c) => ({
        content_id: c.content_id,
        inventory_code: c.inventory_code,
        inventory_description: str(c.inventory_description),
        quantity: Number(c.quantity),
        unit_of_measure: str(c.unit_of_measure) || PACK_DEFAULTS.unit_of_measure,
        detail_reference: str(c.detail_reference),
        date_code: str(c.date_code),
        gtin: str(c.gtin),
        comments: str(c.comments),
      })),
      // An update sends only what this screen edits: the office's fields stay as they are.
      rest: {},
    });
    setPackScan('');
    scanFeedback('ok');
    focusId('floor-pack-item');
  };

  const newPack = async () => {
    setError(null);
    const numbers = await takePackNumber(crypto.randomUUID());
    setLeft(await packNumbersLeft());
    if (!numbers) {
      setError('No pack numbers are left on this device: connect to the network to reserve more');
      scanFeedback('error');
      return;
    }
    setPack({
      ...numbers,
      load_object_type_id: '',
      weight: '',
      height: '',
      width: '',
      depth: '',
      contents: [],
      rest: { warehouse, package_type: PACK_DEFAULTS.package_type },
    });
    scanFeedback('ok');
    focusId('floor-pack-item');
  };

  const scanItem = async (scan: TScan) => {
    setError(null);
    setAskEmpty(false);
    const text = scan.text.trim();
    if (!text) return;
    const found = await findItem(scan).catch(() => null);
    const gs1 = scan.gs1 ?? found?.gs1 ?? null;
    if (!found && !gs1?.gtin) {
      setError(SCAN_MESSAGES.itemNotFound(text));
      scanFeedback('not-found');
      return;
    }
    // A carton's barcode (a stocking factor of 24) is one carton: 24 in the item's base
    // unit, the unit every line of a pack is counted in. A GS1 count (30) is in base units.
    const packSize = Number(found?.unit?.pack_size ?? 0);
    const perScan = gs1?.quantity ?? (packSize > 0 ? packSize : 1);
    const baseUnit = found?.item.unit_of_measure || PACK_DEFAULTS.unit_of_measure;
    const scannedUnit = str(found?.unit?.unit_of_measure);
    const inventoryCode = found?.item.inventory_code ?? '';
    const batch = gs1?.batch ?? gs1?.serial ?? '';
    const scanned = [inventoryCode, gs1?.gtin ?? '', str(found?.unit?.stocking_factor_id), batch]
      .join('|')
      .toLowerCase();
    setLine((current) => {
      // The same item, unit and batch scanned again before the line is added: one more.
      const again = current.scanned === scanned && Number(current.quantity) > 0;
      return {
        scanned,
        per_scan: perScan,
        per_scan_hint:
          !gs1?.quantity && packSize > 0 && scannedUnit && scannedUnit !== baseUnit
            ? F.packCartonScanned(scannedUnit, packSize, baseUnit)
            : '',
        inventory_code: inventoryCode,
        inventory_description: found?.item.inventory_description ?? '',
        unit_of_measure: baseUnit,
        gtin: gs1?.gtin ?? found?.item.gtin ?? '',
        detail_reference: batch,
        date_code: gs1?.expiry ?? gs1?.bestBefore ?? '',
        quantity: String(again ? Number(current.quantity) + perScan : perScan),
      };
    });
    setItemScan('');
    scanFeedback('ok');
    focusId(found ? 'floor-pack-qty' : 'floor-pack-code');
  };

  const addLine = () => {
    const content = lineContent(line);
    if (typeof content === 'string') {
      setError(content);
      scanFeedback('error');
      return;
    }
    setPack((p) => (p ? { ...p, contents: [...p.contents, content] } : p));
    setLine(BLANK_LINE);
    setError(null);
    setAskEmpty(false);
    focusId('floor-pack-item');
  };

  const save = async (empty = false) => {
    if (!pack) return;
    // A line scanned but not added yet goes with the save, not lost without a word.
    const pending = line.inventory_code.trim() ? lineContent(line) : null;
    if (typeof pending === 'string') {
      setError(pending);
      scanFeedback('error');
      focusId('floor-pack-qty');
      return;
    }
    const contents = pending ? [...pack.contents, pending] : pack.contents;
    if (contents.length === 0 && !empty) {
      setAskEmpty(true);
      scanFeedback('error');
      return;
    }
    setAskEmpty(false);
    const data: TPackInput = {
      ...pack.rest,
      ...(pack.container_id ? { container_id: pack.container_id } : {}),
      container_number: pack.container_number,
      sscc_number: pack.sscc_number,
      load_object_type_id: pack.load_object_type_id ? Number(pack.load_object_type_id) : null,
      weight: Number(pack.weight) || 0,
      height: Number(pack.height) || 0,
      width: Number(pack.width) || 0,
      depth: Number(pack.depth) || 0,
      contents,
    };
    const entry = await queue({
      contract: PACK_CALLS.check,
      kind: 'pack',
      data: { containers: [data] },
      label: `Pack ${pack.container_number}: ${contents.length} line${
        contents.length === 1 ? '' : 's'
      }${pack.weight ? `, ${pack.weight} kg` : ''}`,
    });
    if (!entry) return;
    setPack(null);
    setLine(BLANK_LINE);
    focusId('floor-pack-scan');
  };

  const chooseType = (value: string) => {
    const type = types?.find((t) => str(t.load_object_type_id) === value);
    setPack((p) =>
      p
        ? {
            ...p,
            load_object_type_id: value,
            height: p.height || measure(type?.height),
            width: p.width || measure(type?.width),
            depth: p.depth || measure(type?.depth),
          }
        : p,
    );
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-3 p-3">
      <FloorScreenHeader title="Pack" />
      {!pack ? (
        <section className="flex flex-col gap-3" aria-label="Choose a pack">
          <ScanField
            id="floor-pack-scan"
            name="pack"
            label="Scan a pack (SSCC or pack barcode)"
            value={packScan}
            onChange={setPackScan}
            onScan={(scan) => void openScanned(scan)}
            error={error}
            autoFocus
          />
          <Button className="min-h-14 text-xl" onClick={() => void newPack()}>
            New pack
          </Button>
          <p className="text-slate-600">
            {left === null ? '' : `${left} pack numbers reserved on this device`}
          </p>
        </section>
      ) : (
        <section className="grid gap-3 md:grid-cols-2" aria-label={`Pack ${pack.container_number}`}>
          <div className="flex flex-col gap-3">
            <div className="rounded-xl bg-slate-100 p-3">
              <p className="text-2xl font-semibold" data-testid="floor-pack-number">
                {pack.container_number}
              </p>
              <p className="font-mono text-lg" data-testid="floor-pack-sscc">
                {pack.sscc_number ? `SSCC ${pack.sscc_number}` : 'No SSCC'}
              </p>
              {!pack.container_id && <p className="text-slate-600">New pack</p>}
            </div>
            <label className="flex flex-col gap-1">
              <span className="font-medium">Type (load object type)</span>
              <select
                name="load_object_type_id"
                value={pack.load_object_type_id}
                onChange={(e) => chooseType(e.target.value)}
                className={cx(inputClass, 'bg-white')}
              >
                <option value="">None</option>
                {(types ?? []).map((t) => (
                  <option key={t.key} value={str(t.load_object_type_id)}>
                    {str(t.load_object_type)}
                    {t.load_object_type_name ? ` — ${str(t.load_object_type_name)}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <div className="grid grid-cols-4 gap-2">
              {MEASURES.map(([key, label]) => (
                <label key={key} className="flex flex-col gap-1">
                  <span className="font-medium">{label}</span>
                  <input
                    name={key}
                    inputMode="decimal"
                    autoComplete="off"
                    value={pack[key]}
                    onChange={(e) => setPack({ ...pack, [key]: e.target.value })}
                    className={cx(inputClass, 'w-full')}
                  />
                </label>
              ))}
            </div>
            {askEmpty && (
              <div
                role="alert"
                className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-lg font-medium text-amber-950 ring-2 ring-amber-500"
              >
                <p>{F.packEmptyQuestion(pack.container_number)}</p>
                <div className="grid grid-cols-2 gap-2">
                  <Button className="min-h-12 text-lg" onClick={() => void save(true)}>
                    {F.packSaveEmpty}
                  </Button>
                  <Button
                    variant="secondary"
                    className="min-h-12 text-lg"
                    onClick={() => {
                      setAskEmpty(false);
                      focusId('floor-pack-item');
                    }}
                  >
                    {F.packKeepScanning}
                  </Button>
                </div>
              </div>
            )}
            {saveError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-lg font-medium text-red-900">
                {saveError}
              </p>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button className="min-h-14 text-xl" onClick={() => void save()}>
                Save pack
              </Button>
              <Button
                variant="secondary"
                className="min-h-14 text-xl"
                onClick={() => {
                  setPack(null);
                  setLine(BLANK_LINE);
                  setError(null);
                  setAskEmpty(false);
                }}
              >
                Cancel
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <ScanField
              id="floor-pack-item"
              name="item"
              label="Scan an item"
              value={itemScan}
              onChange={setItemScan}
              onScan={(scan) => void scanItem(scan)}
              error={error}
              autoFocus
            />
            <div className="grid grid-cols-3 gap-2">
              <label className="col-span-2 flex flex-col gap-1">
                <span className="font-medium">Item</span>
                <input
                  id="floor-pack-code"
                  name="inventory_code"
                  autoComplete="off"
                  value={line.inventory_code}
                  onChange={(e) => setLine({ ...line, inventory_code: e.target.value })}
                  className={inputClass}
                />
              </label>
              <label className="flex flex-col gap-1">
                <span className="font-medium">
                  Quantity{line.unit_of_measure ? ` (${line.unit_of_measure})` : ''}
                </span>
                <input
                  id="floor-pack-qty"
                  name="quantity"
                  inputMode="decimal"
                  autoComplete="off"
                  value={line.quantity}
                  aria-describedby={line.per_scan_hint ? 'floor-pack-per-scan' : undefined}
                  onChange={(e) => setLine({ ...line, quantity: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addLine();
                    }
                  }}
                  className={inputClass}
                />
              </label>
              <label className="flex flex-col gap-1">
                <span className="font-medium">Serial/Batch</span>
                <input
                  name="detail_reference"
                  autoComplete="off"
                  value={line.detail_reference}
                  onChange={(e) => setLine({ ...line, detail_reference: e.target.value })}
                  className={inputClass}
                />
              </label>
              <label className="flex flex-col gap-1">
                <span className="font-medium">Date Code</span>
                <input
                  name="date_code"
                  type="date"
                  value={line.date_code}
                  onChange={(e) => setLine({ ...line, date_code: e.target.value })}
                  className={inputClass}
                />
              </label>
              <Button className="min-h-12 self-end text-lg" variant="secondary" onClick={addLine}>
                Add line
              </Button>
            </div>
            {line.per_scan_hint && (
              <p id="floor-pack-per-scan" className="text-lg text-slate-700">
                {line.per_scan_hint}
              </p>
            )}
            <ul
              aria-label="Pack contents"
              className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-xl border border-slate-200 p-2"
            >
              {pack.contents.length === 0 && (
                <li className="p-2 text-slate-600">Nothing in this pack yet</li>
              )}
              {pack.contents.map((c) => (
                <li
                  key={c.content_id}
                  className="flex items-center gap-2 rounded-lg bg-white p-2 text-lg ring-1 ring-slate-200"
                >
                  <span className="font-semibold">{c.inventory_code}</span>
                  <span>
                    {formatQuantity(c.quantity)} {c.unit_of_measure}
                  </span>
                  <span className="text-slate-600">
                    {[c.detail_reference, c.date_code, c.gtin].filter(Boolean).join(' · ')}
                  </span>
                  <Button
                    variant="ghost"
                    className="ml-auto min-h-11"
                    aria-label={`Remove ${c.inventory_code}`}
                    onClick={() =>
                      setPack({
                        ...pack,
                        contents: pack.contents.filter((x) => x.content_id !== c.content_id),
                      })
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <ScreenWrites writes={writes} />
    </main>
  );
}
