import {
  ZLoadObjectType,
  type TLoadObjectType,
  type TLoadObjectTypeInput,
  type TLoadObjectTypeItem,
} from '../../../contract';
import { Checkbox, TextField, validateWith, type FieldErrors } from '../../../ui';

/** The number fields of a load object type, kept as typed until the save converts them. */
const NUMBER_FIELDS = [
  'width',
  'height',
  'depth',
  'max_volume',
  'max_weight',
  'tare_weight',
  'nominated_weight',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** A load object type as the form holds it: numbers as the user typed them. */
export type LotForm = Omit<TLoadObjectTypeItem, NumberField> & Record<NumberField, string>;

export function toForm(item: TLoadObjectTypeItem | TLoadObjectType): LotForm {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(item[f])])) as Record<
    NumberField,
    string
  >;
  return { ...item, ...numbers };
}

/**
 * The load object type the save sends: each typed number as a number (blank left blank, which
 * the contract takes as 0; text that is not a number stays NaN and fails the check).
 */
export function fromForm(form: LotForm): TLoadObjectTypeInput {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((f) => [f, form[f].trim() === '' ? '' : Number(form[f])]),
  );
  return { ...form, ...numbers };
}

const checkLoadObjectType = validateWith<TLoadObjectTypeInput>(ZLoadObjectType);
/** The form's field errors, by the contract's schema. */
export const validateLotForm = (form: LotForm): FieldErrors => checkLoadObjectType(fromForm(form));

const LABELS: Record<NumberField, string> = {
  width: 'Width (mm)',
  height: 'Height (mm)',
  depth: 'Depth (mm)',
  max_volume: 'Max volume (L)',
  max_weight: 'Max weight (kg)',
  tare_weight: 'Tare weight (kg)',
  nominated_weight: 'Nominated weight (kg, whole number)',
};

/** The fields of a load object type (the list's modal and the detail page). */
export function LoadObjectTypeFields({
  item,
  errors,
  adding,
  change,
}: {
  item: LotForm;
  errors: FieldErrors;
  adding: boolean;
  change: (update: (f: LotForm) => LotForm) => void;
}) {
  const text =
    (field: 'load_object_type_name' | 'load_object_code' | 'barcode' | 'storage') =>
    (e: { target: { value: string } }) =>
      change((f) => ({ ...f, [field]: e.target.value }));
  return (
    <>
      <TextField
        label="Load Object"
        name="load_object_type"
        errors={errors}
        value={item.load_object_type}
        readOnly={!adding}
        onChange={(e) => change((f) => ({ ...f, load_object_type: e.target.value }))}
      />
      <TextField
        label="Name"
        name="load_object_type_name"
        errors={errors}
        value={item.load_object_type_name}
        onChange={text('load_object_type_name')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Code"
          name="load_object_code"
          errors={errors}
          value={item.load_object_code}
          onChange={text('load_object_code')}
        />
        <TextField
          label="Barcode"
          name="barcode"
          errors={errors}
          value={item.barcode}
          onChange={text('barcode')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            name={field}
            inputMode="decimal"
            errors={errors}
            value={item[field]}
            onChange={(e) => change((f) => ({ ...f, [field]: e.target.value }))}
          />
        ))}
      </div>
      <TextField
        label="Storage"
        name="storage"
        errors={errors}
        value={item.storage}
        onChange={text('storage')}
      />
      <Checkbox
        label="Track pallet"
        checked={item.track_pallet}
        onChange={(v) => change((f) => ({ ...f, track_pallet: v }))}
      />
    </>
  );
}
