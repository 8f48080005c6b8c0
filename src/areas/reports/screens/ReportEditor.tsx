import { useState } from 'react';
import {
  BLANK_OPERATION,
  BLANK_PARAMETER,
  MODULES,
  MODULE_CODES,
  OPERATION_TYPES,
  PARAMETER_FIELD_TYPES,
  RELATIVE_DATE_PRESETS,
  REPORT_DATABASES,
  REPORT_TYPES,
  SELECTION_MODES,
  ZReportDefinition,
  type TReportDefinition,
  type TReportOperation,
  type TReportParameter,
} from '../../../contract';
import {
  Button,
  Checkbox,
  ConfirmDelete,
  EditorModal,
  FormField,
  Select,
  TextField,
  controlClass,
  validateWith,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { deleteReport, saveReport } from '../api';
import { ResultColumns } from './ResultColumns';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const validate = validateWith<TReportDefinition>(ZReportDefinition);

type Setter = (update: (item: TReportDefinition) => TReportDefinition) => void;

function CodeArea(props: {
  label: string;
  name: string;
  value: string;
  rows?: number;
  errors: FieldErrors;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={props.label} name={props.name} errors={props.errors} hint={props.hint}>
      {(control) => (
        <textarea
          {...control}
          rows={props.rows ?? 6}
          spellCheck={false}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className={`${controlClass(!!control['aria-invalid'])} font-mono text-sm`}
        />
      )}
    </FormField>
  );
}

function Operations({
  item,
  set,
  errors,
}: {
  item: TReportDefinition;
  set: Setter;
  errors: FieldErrors;
}) {
  const change = (i: number, patch: Partial<TReportOperation>) =>
    set((d) => ({
      ...d,
      operations: d.operations.map((o, j) => (j === i ? { ...o, ...patch } : o)),
    }));
  return (
    <section className="flex flex-col gap-3" aria-label="Operations">
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-semibold">Operations</h3>
        <Button
          variant="secondary"
          onClick={() =>
            set((d) => ({
              ...d,
              operations: [
                ...d.operations,
                BLANK_OPERATION(Math.max(0, ...d.operations.map((o) => o.operation_number)) + 1),
              ],
            }))
          }
        >
          Add operation
        </Button>
      </div>
      {item.operations.map((op, i) => (
        <fieldset key={i} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">Operation {op.operation_number}</legend>
          <div className="grid gap-3 sm:grid-cols-4">
            <TextField
              label="Number"
              type="number"
              name={`operations.${i}.operation_number`}
              errors={errors}
              value={op.operation_number}
              onChange={(e) => change(i, { operation_number: Number(e.target.value) })}
            />
            <TextField
              label="Operation Name"
              name={`operations.${i}.operation_name`}
              errors={errors}
              value={op.operation_name}
              onChange={(e) => change(i, { operation_name: e.target.value })}
            />
            <Select
              label="Operation Type"
              value={op.operation_type}
              options={options(OPERATION_TYPES)}
              onChange={(v) =>
                change(i, { operation_type: v as TReportOperation['operation_type'] })
              }
            />
            <Select
              label="Database"
              value={op.database}
              options={options(REPORT_DATABASES)}
              onChange={(v) => change(i, { database: v as TReportOperation['database'] })}
            />
          </div>
          {op.operation_type === 'query' ? (
            <CodeArea
              label="SQL Command"
              name={`operations.${i}.sql_command`}
              errors={errors}
              hint="A SELECT; name parameters :name (a range :name_from and :name_to)"
              value={op.sql_command}
              onChange={(v) => change(i, { sql_command: v })}
            />
          ) : (
            <CodeArea
              label="Code Snippet"
              name={`operations.${i}.code_snippets`}
              errors={errors}
              hint="A function body: read rows, data, params, import_data; return an array of rows"
              value={op.code_snippets}
              onChange={(v) => change(i, { code_snippets: v })}
            />
          )}
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label="Target Data"
              name={`operations.${i}.target_data`}
              errors={errors}
              value={op.target_data}
              onChange={(e) => change(i, { target_data: e.target.value })}
            />
            <TextField
              label="Results Data"
              name={`operations.${i}.results_data`}
              errors={errors}
              hint="The data a transform reads"
              value={op.results_data}
              onChange={(e) => change(i, { results_data: e.target.value })}
            />
            <div className="flex items-end">
              <Button
                variant="ghost"
                onClick={() =>
                  set((d) => ({ ...d, operations: d.operations.filter((_, j) => j !== i) }))
                }
              >
                Remove operation
              </Button>
            </div>
          </div>
        </fieldset>
      ))}
    </section>
  );
}

function Parameters({
  item,
  set,
  errors,
}: {
  item: TReportDefinition;
  set: Setter;
  errors: FieldErrors;
}) {
  const change = (i: number, patch: Partial<TReportParameter>) =>
    set((d) => ({
      ...d,
      parameters: d.parameters.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    }));
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  return (
    <section className="flex flex-col gap-3" aria-label="Parameters">
      <div className="flex items-center justify-between">
        <h3 className="text-lg font-semibold">Parameters</h3>
        <Button
          variant="secondary"
          onClick={() =>
            set((d) => ({ ...d, parameters: [...d.parameters, { ...BLANK_PARAMETER }] }))
          }
        >
          Add parameter
        </Button>
      </div>
      <datalist id="report-relative-dates">
        {RELATIVE_DATE_PRESETS.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      {item.parameters.map((p, i) => (
        <fieldset
          key={i}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4"
        >
          <TextField
            label="Database Field"
            name={`parameters.${i}.database_field`}
            errors={errors}
            value={p.database_field}
            onChange={(e) => change(i, { database_field: e.target.value })}
          />
          <TextField
            label="Display Name"
            name={`parameters.${i}.display_name`}
            errors={errors}
            value={p.display_name}
            onChange={(e) => change(i, { display_name: e.target.value })}
          />
          <Select
            label="Field Type"
            value={p.field_type}
            options={options(PARAMETER_FIELD_TYPES)}
            onChange={(v) => change(i, { field_type: v as TReportParameter['field_type'] })}
          />
          <Select
            label="Selection Mode"
            value={p.selection_mode}
            options={options(SELECTION_MODES)}
            onChange={(v) => change(i, { selection_mode: v as TReportParameter['selection_mode'] })}
          />
          {p.field_type === 'list' && (
            <TextField
              label="Use List"
              hint="The name of a list of this site"
              value={p.use_list}
              onChange={(e) => change(i, { use_list: e.target.value })}
            />
          )}
          <TextField
            label="Default From"
            list="report-relative-dates"
            hint="Dates: YYYY-MM-DD, today-7 or e.g. last 7 days"
            value={p.default_from}
            onChange={(e) => change(i, { default_from: e.target.value })}
          />
          <TextField
            label="Default To"
            list="report-relative-dates"
            value={p.default_to}
            onChange={(e) => change(i, { default_to: e.target.value })}
          />
          {p.field_type === 'number' && (
            <>
              <TextField
                label="Minimum Value"
                type="number"
                value={p.minimum_value ?? ''}
                onChange={(e) => change(i, { minimum_value: num(e.target.value) })}
              />
              <TextField
                label="Maximum Value"
                type="number"
                value={p.maximum_value ?? ''}
                onChange={(e) => change(i, { maximum_value: num(e.target.value) })}
              />
            </>
          )}
          <Checkbox
            label="Required"
            checked={p.required}
            onChange={(checked) => change(i, { required: checked })}
          />
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={() =>
                set((d) => ({ ...d, parameters: d.parameters.filter((_, j) => j !== i) }))
              }
            >
              Remove parameter
            </Button>
          </div>
        </fieldset>
      ))}
    </section>
  );
}

/**
 * The report editor (document 3 "Reports": an editor for operations, parameters and result
 * columns) in add, edit and view modes. Saving needs SQL Query update; a GLOBAL report is
 * only viewed at a site.
 */
export function ReportEditor({
  editor,
  reload,
  mayDelete,
  onEmail,
  mayEmail,
}: {
  editor: Editor<TReportDefinition>;
  reload: () => unknown;
  mayDelete: boolean;
  /** "Email this report": open its schedules (a saved report only). */
  onEmail?: ((report: TReportDefinition) => void) | undefined;
  /** May the caller schedule this report (update on every module it reads)? */
  mayEmail?: ((report: TReportDefinition) => boolean) | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const set: Setter = (update) => editor.change(update);
  const item = editor.item;
  return (
    <>
      <EditorModal<TReportDefinition>
        editor={editor}
        noun="Report"
        name={(r) => r.label || r.report}
        size="lg"
        validate={validate}
        onSave={saveReport}
        reload={reload}
        actions={
          <>
            {onEmail && item && !editor.adding && (mayEmail?.(item) ?? true) && (
              <Button variant="secondary" onClick={() => onEmail(item)}>
                Email this report
              </Button>
            )}
            {mayDelete && editor.editing && !editor.adding && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )}
          </>
        }
      >
        {(r, errors) => (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Report"
                name="report"
                errors={errors}
                value={r.report}
                readOnly={!editor.adding}
                onChange={(e) => set((d) => ({ ...d, report: e.target.value }))}
              />
              <TextField
                label="Report Name"
                name="label"
                errors={errors}
                value={r.label}
                onChange={(e) => set((d) => ({ ...d, label: e.target.value }))}
              />
              <Select
                label="Report Type"
                value={r.report_type}
                options={options(REPORT_TYPES)}
                onChange={(v) =>
                  set((d) => ({ ...d, report_type: v as TReportDefinition['report_type'] }))
                }
              />
              <TextField
                label="Upload File"
                hint="For an import report: what the uploaded CSV holds"
                value={r.upload_file}
                onChange={(e) => set((d) => ({ ...d, upload_file: e.target.value }))}
              />
              <TextField
                label="Group"
                name="group"
                errors={errors}
                value={r.group}
                onChange={(e) => set((d) => ({ ...d, group: e.target.value }))}
              />
              <TextField
                label="Sub Group"
                value={r.sub_group}
                onChange={(e) => set((d) => ({ ...d, sub_group: e.target.value }))}
              />
            </div>
            <TextField
              label="Description"
              value={r.description}
              onChange={(e) => set((d) => ({ ...d, description: e.target.value }))}
            />
            <CodeArea
              label="Instructions"
              name="instructions"
              rows={3}
              errors={errors}
              value={r.instructions}
              onChange={(v) => set((d) => ({ ...d, instructions: v }))}
            />
            <fieldset className="flex flex-col gap-1">
              <legend className="font-medium text-slate-800">Modules it reads</legend>
              <p className="text-sm text-slate-600">
                Listing, running and exporting the report need view on every module ticked.
              </p>
              <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
                {MODULE_CODES.map((m) => (
                  <Checkbox
                    key={m}
                    label={MODULES[m]}
                    checked={r.modules.includes(m)}
                    onChange={(on) =>
                      set((d) => ({
                        ...d,
                        modules: on ? [...d.modules, m] : d.modules.filter((held) => held !== m),
                      }))
                    }
                  />
                ))}
              </div>
              {errors.modules && (
                <p role="alert" className="text-sm text-red-700">
                  {errors.modules}
                </p>
              )}
            </fieldset>
            <Operations item={r} set={set} errors={errors} />
            <Parameters item={r} set={set} errors={errors} />
            <ResultColumns
              columns={r.result_columns}
              errors={errors}
              onChange={(update) =>
                set((d) => ({ ...d, result_columns: update(d.result_columns) }))
              }
            />
          </>
        )}
      </EditorModal>
      <ConfirmDelete<TReportDefinition>
        item={confirming ? item : null}
        noun="report"
        describe={(r) => r.label || r.report}
        remove={async (r) => {
          await deleteReport(r.report);
          editor.close();
        }}
        reload={async () => reload()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
