import type { ReactNode } from 'react';
import {
  CONFIRM_ON,
  CONSIGN_ON,
  DELIVERY_PICKUP,
  PICK_PACK_OPTIONS,
  RUN_FLAGS,
  RUN_TEMPLATES,
  RUN_TYPES,
  type TRunFlag,
  type TRunTemplateName,
} from '../../contract';
import {
  RecordFieldInput,
  Select,
  Tabs,
  TextField,
  type Editor,
  type FieldErrors,
  type RecordField,
} from '../../ui';
import { RunCourierFields } from './RunCourierFields';
import { withTemplate, type TRunForm } from './run-form-model';
import { useRuns } from './use-runs';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

const FLAG_LABELS: Partial<Record<TRunFlag, string>> = {
  pos: 'POS',
  auto_pick_qty: 'Auto pick quantity',
  con_note: 'Con note',
  capture_pod: 'Capture POD',
};

/** A flag's label: its own, or its name in words ("auto_create_packs" → "Auto create packs"). */
export function flagLabel(flag: TRunFlag): string {
  const words = flag.replaceAll('_', ' ');
  return FLAG_LABELS[flag] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

const GENERAL: RecordField<TRunForm>[] = [
  {
    pair: [
      { text: 'run', label: 'Run Code', fixed: true },
      { text: 'run_name', label: 'Run Name' },
    ],
  },
  {
    pair: [
      { text: 'warehouse', label: 'Warehouse', readOnly: true },
      { text: 'runset_name', label: 'Run Set', readOnly: true },
    ],
  },
  {
    pair: [
      { select: 'run_type', label: 'Run Type', options: options(RUN_TYPES) },
      { select: 'delivery_pickup', label: 'Delivery / Pickup', options: options(DELIVERY_PICKUP) },
    ],
  },
  {
    pair: [
      { text: 'cut_off_start_time', label: 'Cut-off start (HH:mm)' },
      { text: 'cut_off_end_time', label: 'Cut-off end (HH:mm)' },
    ],
  },
  { checkbox: 'active', label: 'Active' },
];

const PICKING: RecordField<TRunForm>[] = [
  {
    pair: [
      { select: 'pick_pack_option', label: 'Pick / Pack', options: options(PICK_PACK_OPTIONS) },
      { select: 'confirm_on', label: 'Confirm On', options: options(CONFIRM_ON) },
    ],
  },
  { number: 'warn_pack_weight', label: 'Warn pack weight (kg)' },
];

const LABELS: RecordField<TRunForm>[] = [
  {
    pair: [
      { text: 'pack_contents_label', label: 'Pack contents label' },
      { text: 'carton_label', label: 'Carton label' },
    ],
  },
  {
    pair: [
      { text: 'split_label', label: 'Split label' },
      { text: 'sales_order_label', label: 'Sales order label' },
    ],
  },
  { text: 'despatch_label', label: 'Despatch label' },
  {
    pair: [
      { text: 'form_template', label: 'Form template' },
      { text: 'check_form', label: 'Check form' },
    ],
  },
  { text: 'prestart_form', label: 'Prestart form' },
];

const ERP: RecordField<TRunForm>[] = [
  { select: 'consign_on', label: 'Consign On', options: options(CONSIGN_ON) },
  {
    pair: [
      { text: 'erp_update_status', label: 'ERP update status' },
      { text: 'erp_set_to_complete_status', label: 'ERP set to complete status' },
    ],
  },
  { text: 'dont_allow_changes_status', label: "Don't allow changes status" },
  { text: 'edi_partner', label: 'EDI partner' },
];

const FLAGS: RecordField<TRunForm>[] = RUN_FLAGS.map((flag) => ({
  checkbox: flag,
  label: flagLabel(flag),
}));

/** A nullable id typed as text: blank is none; not a whole number fails the check. */
function OptionalIdField({
  label,
  name,
  value,
  errors,
  readOnly,
  onChange,
}: {
  label: string;
  name: string;
  value: number | null;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (value: number | null) => void;
}) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      errors={errors}
      value={value === null || Number.isNaN(value) ? '' : String(value)}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value.trim() === '' ? null : Number(e.target.value))}
    />
  );
}

/**
 * The run modal's form: a template to start a new run from, then every run setting in tabs
 * General, Picking & packing, Labels & printing, ERP & consignment and Flags.
 */
export function RunFields({
  item,
  errors,
  editor,
}: {
  item: TRunForm;
  errors: FieldErrors;
  editor: Editor<TRunForm>;
}): ReactNode {
  const siblings = useRuns('', item.warehouse);
  const set = <K extends keyof TRunForm>(key: K, value: TRunForm[K]) =>
    editor.change((r) => ({ ...r, [key]: value }));
  const fields = (list: RecordField<TRunForm>[]) =>
    list.map((field, i) => (
      <RecordFieldInput key={i} field={field} item={item} errors={errors} editor={editor} />
    ));
  const parents = (siblings.data ?? [])
    .filter((r) => r.run_id !== item.run_id)
    .map((r) => ({ value: String(r.run_id), label: `${r.run} - ${r.run_name}` }));
  const readOnly = !editor.editing;

  return (
    <div className="flex flex-col gap-4">
      {editor.adding && (
        <Select
          label="Start from template"
          name="template"
          value={item.template}
          placeholder="No template (run defaults)"
          options={RUN_TEMPLATES.map((t) => ({
            value: t.template,
            label: `${t.template} - ${t.description}`,
          }))}
          onChange={(v) => editor.change((r) => withTemplate(r, v as TRunTemplateName | ''))}
        />
      )}
      {!editor.adding && item.run_template && (
        <p className="text-sm text-slate-600">
          Made from template <span className="font-semibold">{item.run_template}</span>
        </p>
      )}
      <Tabs
        items={[
          {
            label: 'General',
            content: (
              <div className="flex flex-col gap-3">
                {fields(GENERAL)}
                <Select
                  label="Parent run"
                  name="run_parent_id"
                  errors={errors}
                  value={item.run_parent_id === null ? '' : String(item.run_parent_id)}
                  placeholder="None"
                  options={parents}
                  disabled={readOnly}
                  onChange={(v) => set('run_parent_id', v === '' ? null : Number(v))}
                />
              </div>
            ),
          },
          {
            label: 'Picking & packing',
            content: (
              <div className="flex flex-col gap-3">
                {fields(PICKING)}
                <div className="grid grid-cols-2 gap-3">
                  <OptionalIdField
                    label="Pick section id"
                    name="location_pick_section_id"
                    value={item.location_pick_section_id}
                    errors={errors}
                    readOnly={readOnly}
                    onChange={(v) => set('location_pick_section_id', v)}
                  />
                  <OptionalIdField
                    label="Load configuration id"
                    name="load_configuration_id"
                    value={item.load_configuration_id}
                    errors={errors}
                    readOnly={readOnly}
                    onChange={(v) => set('load_configuration_id', v)}
                  />
                </div>
              </div>
            ),
          },
          {
            label: 'Labels & printing',
            content: <div className="flex flex-col gap-3">{fields(LABELS)}</div>,
          },
          {
            label: 'ERP & consignment',
            content: (
              <div className="flex flex-col gap-3">
                {fields(ERP)}
                <RunCourierFields
                  courier={item.courier}
                  service={item.courier_service}
                  errors={errors}
                  readOnly={readOnly}
                  onChange={(courier, service) =>
                    editor.change((r) => ({ ...r, courier, courier_service: service }))
                  }
                />
              </div>
            ),
          },
          {
            label: 'Flags',
            content: <div className="grid gap-x-4 sm:grid-cols-2">{fields(FLAGS)}</div>,
          },
        ]}
      />
    </div>
  );
}
