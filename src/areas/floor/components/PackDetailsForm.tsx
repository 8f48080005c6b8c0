import type { TMirrorRow } from '../../../offline/db';
import { cx } from '../../../ui';
import { packControlClass } from './floor-control';
import { str } from './mirror-text';
import { PACK_MEASURES, type TPackDraft } from './pack-draft';

/**
 * The open pack's number and SSCC, its load object type (`types` from the mirror) and its
 * weight and sizes. `onChooseType` takes the type chosen; `onChange` the pack with a measure
 * typed.
 */
export function PackDetailsForm({
  pack,
  types,
  onChooseType,
  onChange,
}: {
  pack: TPackDraft;
  types: TMirrorRow[] | undefined;
  onChooseType: (value: string) => void;
  onChange: (pack: TPackDraft) => void;
}) {
  return (
    <>
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
          onChange={(e) => onChooseType(e.target.value)}
          className={cx(packControlClass, 'bg-white')}
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
        {PACK_MEASURES.map(([key, label]) => (
          <label key={key} className="flex flex-col gap-1">
            <span className="font-medium">{label}</span>
            <input
              name={key}
              inputMode="decimal"
              autoComplete="off"
              value={pack[key]}
              onChange={(e) => onChange({ ...pack, [key]: e.target.value })}
              className={cx(packControlClass, 'w-full')}
            />
          </label>
        ))}
      </div>
    </>
  );
}
