import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  can,
  LABEL_ENTITIES,
  LABEL_ENTITY_NAMES,
  LABEL_FORMATS,
  LABEL_SIZES,
  labelSizeOf,
  ZLabel,
  type TLabel,
  type TLabelSize,
} from '../../../contract';
import {
  Button,
  controlClass,
  errorText,
  FormError,
  FormField,
  numberInput,
  Select,
  TextField,
  useNavContext,
  validateWith,
  type FieldErrors,
} from '../../../ui';
import { saveLabel } from '../api';
import { editorUrl } from '../editor-url';
import { labelKeys } from '../keys';
import { useLabelPreview } from '../use-label-preview';
import { LabelPreview } from './LabelPreview';

const validate = validateWith<TLabel>(ZLabel);
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const entityOptions = LABEL_ENTITIES.map((e) => ({ value: e, label: LABEL_ENTITY_NAMES[e] }));
const sizeOptions = LABEL_SIZES.map((s) => ({
  value: s.size,
  label: s.size === 'Custom' || s.size === 'A4' ? s.size : `${s.size} mm`,
}));

/** The label's fields and template beside its live preview; Save writes it. */
export function LabelEditor({
  initial,
  adding,
  readOnly,
}: {
  initial: TLabel;
  adding: boolean;
  readOnly: boolean;
}) {
  const { permissions } = useNavContext();
  const editable = !readOnly && can(permissions, 'admin', 'update');
  const [label, setLabel] = useState<TLabel>(initial);
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const template = useRef<HTMLTextAreaElement>(null);
  const preview = useLabelPreview(label, key, can(permissions, 'admin', 'update'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const change = (patch: Partial<TLabel>) => {
    setLabel((l) => ({ ...l, ...patch }));
    setSaved(false);
  };
  const changeSize = (size: string) => {
    const named = labelSizeOf(size);
    change(
      named && named.size !== 'Custom'
        ? { label_size: named.size, width: named.width, depth: named.depth }
        : { label_size: size as TLabelSize },
    );
  };
  const showLine = (line: number) => {
    const area = template.current;
    if (!area) return;
    const lines = area.value.split('\n');
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    area.focus();
    area.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
  };
  const save = async () => {
    const found = validate(label);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const row = await saveLabel(ZLabel.parse(label));
      await queryClient.invalidateQueries({ queryKey: labelKeys.all });
      setSaved(true);
      if (adding) void navigate(editorUrl(row), { replace: true });
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  const number = (
    name: 'width' | 'depth' | 'first_line_at' | 'last_line_at' | 'line_increment',
    text: string,
  ) => (
    <TextField
      label={text}
      name={name}
      inputMode="numeric"
      errors={errors}
      readOnly={!editable}
      value={Number.isNaN(label[name]) ? '' : String(label[name])}
      onChange={(e) => change({ [name]: numberInput(e.target.value) })}
    />
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">
          {adding ? 'New label' : `Label ${initial.label} (${initial.label_format})`}
        </h1>
        {editable && (
          <div className="flex items-center gap-3">
            {saved && (
              <span role="status" className="text-green-800">
                Saved
              </span>
            )}
            <Button onClick={() => void save()} disabled={saving}>
              Save label
            </Button>
          </div>
        )}
      </div>
      <FormError message={failure} errors={errors} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form
          aria-label="Label"
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (editable) void save();
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Label"
              name="label"
              errors={errors}
              value={label.label}
              readOnly={!adding || !editable}
              onChange={(e) => change({ label: e.target.value })}
            />
            <Select
              label="Format"
              name="label_format"
              errors={errors}
              value={label.label_format}
              options={options(LABEL_FORMATS)}
              disabled={!adding || !editable}
              onChange={(v) => change({ label_format: v as TLabel['label_format'] })}
            />
          </div>
          <TextField
            label="Description"
            name="label_description"
            errors={errors}
            value={label.label_description}
            readOnly={!editable}
            onChange={(e) => change({ label_description: e.target.value })}
          />
          <div className="grid grid-cols-2 gap-3">
            <Select
              label="Entity"
              name="entity"
              errors={errors}
              value={label.entity}
              options={entityOptions}
              disabled={!editable}
              onChange={(v) => change({ entity: v as TLabel['entity'] })}
            />
            <Select
              label="Size"
              name="label_size"
              errors={errors}
              value={label.label_size}
              options={sizeOptions}
              disabled={!editable}
              onChange={changeSize}
            />
          </div>
          {label.label_size === 'Custom' && (
            <div className="grid grid-cols-2 gap-3">
              {number('width', 'Width (mm)')}
              {number('depth', 'Depth (mm)')}
            </div>
          )}
          <div className="grid grid-cols-3 gap-3">
            {number('first_line_at', 'First line at (dots)')}
            {number('last_line_at', 'Last line at (dots)')}
            {number('line_increment', 'Line increment (dots)')}
          </div>
          <FormField
            label="Template (ZPL with Jinja)"
            name="label_string"
            errors={errors}
            hint="Fields of the record, printed_time, printed_user, copy, copies, counter, page, pages and lines (each with its y)."
          >
            {(control) => (
              <textarea
                {...control}
                ref={template}
                rows={22}
                spellCheck={false}
                wrap="off"
                readOnly={!editable}
                className={controlClass(!!control['aria-invalid'], 'font-mono text-sm')}
                value={label.label_string}
                onChange={(e) => change({ label_string: e.target.value })}
              />
            )}
          </FormField>
        </form>
        <div className="flex flex-col gap-3">
          <TextField
            label="Preview record"
            hint="A key of the entity (location, pack number, order...); blank uses the site's first."
            value={key}
            onChange={(e) => setKey(e.target.value)}
          />
          <LabelPreview state={preview} entity={label.entity} onShowLine={showLine} />
        </div>
      </div>
    </>
  );
}
