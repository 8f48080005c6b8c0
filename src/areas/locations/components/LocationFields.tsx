import type { ReactNode } from 'react';
import type { TLocationItem } from '../../../contract';
import {
  Checkbox,
  Select,
  TextField,
  type Editor,
  type FieldErrors,
  type SelectOption,
} from '../../../ui';

function Row({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">{children}</div>;
}

/**
 * The location modal's form: code, name and barcode; pick section, storage and sequence;
 * aisle, bay and level; size; type and ERP codes; offline location; and the flags.
 */
export function LocationFields({
  editor,
  item,
  errors,
  sections,
  storages,
}: {
  editor: Editor<TLocationItem>;
  item: TLocationItem;
  errors: FieldErrors;
  sections: SelectOption[];
  storages: SelectOption[];
}) {
  const field = (
    key: keyof TLocationItem & string,
    label: string,
    opts: { type?: 'number'; readOnly?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={key}
      type={opts.type}
      errors={errors}
      readOnly={opts.readOnly}
      value={String(item[key] ?? '')}
      onChange={(e) =>
        editor.change((l) => ({
          ...l,
          [key]: opts.type === 'number' ? Number(e.target.value) : e.target.value,
        }))
      }
    />
  );
  return (
    <>
      <Row>
        {field('location', 'Location')}
        {field('location_name', 'Location Name')}
        {field('barcode', 'Barcode')}
      </Row>
      <Row>
        <Select
          label="Pick Section"
          name="pick_section"
          errors={errors}
          value={item.pick_section}
          placeholder="Choose a pick section"
          options={sections}
          onChange={(v) => editor.change((l) => ({ ...l, pick_section: v }))}
        />
        <Select
          label="Storage"
          name="storage"
          errors={errors}
          value={item.storage}
          placeholder="The pick section's storage"
          options={storages}
          onChange={(v) => editor.change((l) => ({ ...l, storage: v }))}
        />
        {field('pick_sequence', 'Pick Sequence', { type: 'number' })}
      </Row>
      <Row>
        {field('aisle', 'Aisle')}
        {field('bay', 'Bay')}
        {field('level', 'Level')}
      </Row>
      <Row>
        {field('height', 'Height', { type: 'number' })}
        {field('width', 'Width', { type: 'number' })}
        {field('depth', 'Depth', { type: 'number' })}
      </Row>
      <Row>
        {field('location_type', 'Location Type', { type: 'number' })}
        {field('erp_warehouse', 'ERP Warehouse')}
        {field('erp_location', 'ERP Location')}
      </Row>
      <Row>{field('offline_location', 'Offline Location')}</Row>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-3">
        <Checkbox
          label="Active"
          checked={item.active}
          onChange={(v) => editor.change((l) => ({ ...l, active: v }))}
        />
        <Checkbox
          label="Quarantine"
          checked={item.quarantine}
          onChange={(v) => editor.change((l) => ({ ...l, quarantine: v }))}
        />
        <Checkbox
          label="Exclude from available"
          checked={item.exclude_from_available}
          onChange={(v) => editor.change((l) => ({ ...l, exclude_from_available: v }))}
        />
        <Checkbox
          label="Internal location"
          checked={item.internal_location}
          onChange={(v) => editor.change((l) => ({ ...l, internal_location: v }))}
        />
      </div>
    </>
  );
}
