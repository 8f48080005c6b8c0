import type { TLoadObjectType } from '../../../contract';
import {
  Checkbox,
  Select,
  TextField,
  errorText,
  numberInput,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { PackContents } from './PackContents';
import type { PackForm } from './pack-form';

type NumberKey = 'weight' | 'height' | 'width' | 'depth';
type TextKey =
  | 'reference'
  | 'customer_code'
  | 'customer_name'
  | 'sales_order'
  | 'customer_order'
  | 'storage'
  | 'package_type'
  | 'contents_description'
  | 'instructions';

/** A number as a field's text: blank for none. */
const num = (v: number) => (Number.isNaN(v) ? '' : String(v));

/**
 * The pack modal's fields: its numbers (read only), load object type (`types`; choosing one
 * fills the sizes left blank), package type, storage, weight and sizes, order and customer,
 * instructions, dangerous goods, and its contents.
 */
export function PackFields({
  item,
  errors,
  editor,
  types,
  typesError,
}: {
  item: PackForm;
  errors: FieldErrors;
  editor: Editor<PackForm>;
  types: TLoadObjectType[];
  typesError: unknown;
}) {
  const set = <K extends keyof PackForm>(key: K, value: PackForm[K]) =>
    editor.change((p) => ({ ...p, [key]: value }));
  const text = (key: TextKey, label: string) => (
    <TextField
      label={label}
      name={key}
      errors={errors}
      value={item[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const number = (key: NumberKey, label: string) => (
    <TextField
      label={label}
      name={key}
      inputMode="decimal"
      errors={errors}
      value={num(item[key])}
      onChange={(e) => set(key, numberInput(e.target.value))}
    />
  );
  const chooseType = (value: string) => {
    const type = types.find((t) => String(t.load_object_type_id) === value);
    editor.change((p) => ({
      ...p,
      load_object_type_id: type ? type.load_object_type_id : null,
      // A blank size takes the type's.
      height: p.height || type?.height || 0,
      width: p.width || type?.width || 0,
      depth: p.depth || type?.depth || 0,
    }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Pack" name="container_number" value={item.container_number} readOnly />
        <TextField label="SSCC Number" name="sscc_number" value={item.sscc_number} readOnly />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Select
          label="Type (load object type)"
          name="load_object_type_id"
          errors={errors}
          value={item.load_object_type_id ? String(item.load_object_type_id) : ''}
          placeholder="None"
          options={types.map((t) => ({
            value: String(t.load_object_type_id),
            label: t.load_object_type_name
              ? `${t.load_object_type} (${t.load_object_type_name})`
              : t.load_object_type,
          }))}
          onChange={chooseType}
          hint={typesError ? errorText(typesError) : undefined}
        />
        {text('package_type', 'Package type')}
        {text('storage', 'Storage')}
      </div>
      <div className="grid grid-cols-4 gap-3">
        {number('weight', 'KG')}
        {number('height', 'H (mm)')}
        {number('width', 'W (mm)')}
        {number('depth', 'D (mm)')}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {text('sales_order', 'Sales order')}
        {text('customer_order', 'Customer order')}
        {text('reference', 'Reference')}
        {text('customer_code', 'Customer code')}
        {text('customer_name', 'Customer')}
        {text('contents_description', 'Contents description')}
      </div>
      {text('instructions', 'Instructions')}
      <Checkbox
        label="Dangerous goods"
        checked={item.dangerous_goods}
        onChange={(v) => set('dangerous_goods', v)}
      />
      <PackContents
        key={item.container_number}
        contents={item.contents}
        editing={editor.editing}
        onChange={(contents) => set('contents', contents)}
      />
    </div>
  );
}
