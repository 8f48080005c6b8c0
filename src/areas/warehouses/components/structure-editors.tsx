import type { ReactNode } from 'react';
import {
  ZDockLocation,
  ZPickAreaFields,
  ZPickSection,
  pickAreaErrors,
  type TDockLocation,
  type TPickArea,
  type TPickSection,
} from '../../../contract';
import {
  Button,
  EditorModal,
  Select,
  TextField,
  validateWith,
  type Editor,
  type FieldErrors,
  type SelectOption,
} from '../../../ui';

/** An item being edited in a modal, with its position in the warehouse (-1 when new). */
export type Indexed<T> = T & { index: number };

export const BLANK_DOCK: TDockLocation = { dock_location: '', dock_location_name: '', barcode: '' };
export const BLANK_SECTION: TPickSection = {
  pick_section: '',
  pick_section_name: '',
  storage: '',
  barcode: '',
};
export const BLANK_AREA: TPickArea = {
  pick_area: '',
  pick_area_name: '',
  barcode: '',
  pick_sections: [],
};

const validateDock = validateWith<TDockLocation>(ZDockLocation);
const validateSection = validateWith<TPickSection>(ZPickSection);
const validateAreaFields = validateWith<TPickArea>(ZPickAreaFields);

/** Field errors of a pick area plus its rules (sections, each section) under "_". */
export function validatePickArea(area: TPickArea): FieldErrors {
  const errors = validateAreaFields(area);
  const rules = pickAreaErrors(area);
  if (rules.length) {
    errors._ = rules
      .map((r) => (r.exception ? `${r.message}: ${r.exception}` : r.message))
      .join('. ');
  }
  return errors;
}

type Props<T> = {
  editor: Editor<Indexed<T>>;
  onSave: (item: Indexed<T>) => Promise<void>;
};

/** A text field bound to one key of the editor's item. */
function Field<T, K extends keyof T & string>({
  editor,
  item,
  field,
  label,
  errors,
  readOnly,
}: {
  editor: Editor<T>;
  item: T;
  field: K;
  label: string;
  errors: FieldErrors;
  readOnly?: boolean;
}) {
  return (
    <TextField
      label={label}
      name={field}
      errors={errors}
      readOnly={readOnly}
      value={String(item[field] ?? '')}
      onChange={(e) => editor.change((s) => ({ ...s, [field]: e.target.value }))}
    />
  );
}

export function DockLocationModal({ editor, onSave }: Props<TDockLocation>) {
  return (
    <EditorModal
      editor={editor}
      noun="dock location"
      name={(d) => d.dock_location}
      onSave={onSave}
      validate={validateDock}
    >
      {(item, errors) => (
        <>
          <Field
            editor={editor}
            item={item}
            field="dock_location"
            label="Dock Location"
            errors={errors}
          />
          <Field
            editor={editor}
            item={item}
            field="dock_location_name"
            label="Dock Location Name"
            errors={errors}
          />
          <Field editor={editor} item={item} field="barcode" label="Barcode" errors={errors} />
        </>
      )}
    </EditorModal>
  );
}

export function PickSectionModal({
  editor,
  onSave,
  storageOptions,
  areaName,
}: Props<TPickSection> & { storageOptions: SelectOption[]; areaName: string }) {
  return (
    <EditorModal
      editor={editor}
      noun={`pick section (${areaName})`}
      name={(s) => s.pick_section}
      onSave={onSave}
      validate={validateSection}
    >
      {(item, errors) => (
        <>
          <Field
            editor={editor}
            item={item}
            field="pick_section"
            label="Pick Section"
            errors={errors}
          />
          <Field
            editor={editor}
            item={item}
            field="pick_section_name"
            label="Pick Section Name"
            errors={errors}
          />
          <Select
            label="Storage"
            name="storage"
            errors={errors}
            value={item.storage}
            options={storageOptions}
            placeholder="Choose storage"
            onChange={(storage) => editor.change((s) => ({ ...s, storage }))}
          />
          <Field editor={editor} item={item} field="barcode" label="Barcode" errors={errors} />
        </>
      )}
    </EditorModal>
  );
}

/** The pick area modal: its fields and its pick sections (at least one to save). */
export function PickAreaModal({
  editor,
  onSave,
  storageOptions,
}: Props<TPickArea> & { storageOptions: SelectOption[] }) {
  const setSection = (i: number, patch: Partial<TPickSection>) =>
    editor.change((a) => ({
      ...a,
      pick_sections: a.pick_sections.map((s, j) => (j === i ? { ...s, ...patch } : s)),
    }));
  return (
    <EditorModal
      editor={editor}
      noun="pick area"
      name={(a) => a.pick_area_name}
      onSave={onSave}
      validate={validatePickArea}
      size="lg"
    >
      {(item, errors) => (
        <>
          <Field editor={editor} item={item} field="pick_area" label="Pick Area" errors={errors} />
          <Field
            editor={editor}
            item={item}
            field="pick_area_name"
            label="Pick Area Name"
            errors={errors}
          />
          <Field editor={editor} item={item} field="barcode" label="Barcode" errors={errors} />
          <SectionRows>
            {item.pick_sections.map((s, i) => (
              <div
                key={i}
                role="group"
                aria-label={`Pick section ${i + 1}`}
                className="grid grid-cols-2 items-end gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-5"
              >
                <TextField
                  label="Pick Section"
                  value={s.pick_section}
                  onChange={(e) => setSection(i, { pick_section: e.target.value })}
                />
                <TextField
                  label="Pick Section Name"
                  value={s.pick_section_name}
                  onChange={(e) => setSection(i, { pick_section_name: e.target.value })}
                />
                <Select
                  label="Storage"
                  value={s.storage}
                  options={storageOptions}
                  placeholder="Choose storage"
                  onChange={(storage) => setSection(i, { storage })}
                />
                <TextField
                  label="Barcode"
                  value={s.barcode}
                  onChange={(e) => setSection(i, { barcode: e.target.value })}
                />
                {editor.editing && (
                  <Button
                    variant="ghost"
                    onClick={() =>
                      editor.change((a) => ({
                        ...a,
                        pick_sections: a.pick_sections.filter((_, j) => j !== i),
                      }))
                    }
                  >
                    Remove
                  </Button>
                )}
              </div>
            ))}
          </SectionRows>
          {editor.editing && (
            <Button
              variant="secondary"
              onClick={() =>
                editor.change((a) => ({
                  ...a,
                  pick_sections: [...a.pick_sections, { ...BLANK_SECTION }],
                }))
              }
            >
              Add section row
            </Button>
          )}
        </>
      )}
    </EditorModal>
  );
}

function SectionRows({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Pick sections" className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-800">Pick Sections</h3>
      {children}
    </section>
  );
}
