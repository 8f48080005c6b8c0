import { LABEL_ENTITIES, LABEL_ENTITY_NAMES, type TTemplate } from '../../../contract';
import {
  FormField,
  Select,
  TextField,
  controlClass,
  type Editor,
  type FieldErrors,
} from '../../../ui';
import { TryItPanel } from './TryItPanel';

const ENTITY_OPTIONS = LABEL_ENTITIES.map((e) => ({ value: e, label: LABEL_ENTITY_NAMES[e] }));

type Props = { item: TTemplate; errors: FieldErrors; editor: Editor<TTemplate> };

/** The template editor: id, description, entity, the Jinja body, e-mail, label, and Try it. */
export function TemplateForm({ item, errors, editor }: Props) {
  const set = <K extends keyof TTemplate>(key: K, value: TTemplate[K]) =>
    editor.change((t) => ({ ...t, [key]: value }));
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Template"
          name="template_id"
          errors={errors}
          value={item.template_id}
          readOnly={!editor.adding || undefined}
          onChange={(e) => set('template_id', e.target.value)}
        />
        <Select
          label="Entity"
          name="entity"
          errors={errors}
          value={item.entity}
          options={ENTITY_OPTIONS}
          placeholder="No entity"
          onChange={(v) => set('entity', v as TTemplate['entity'])}
        />
      </div>
      <TextField
        label="Description"
        name="description"
        errors={errors}
        value={item.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <FormField label="Template (Jinja)" name="jinja_template" errors={errors}>
        {(control) => (
          <textarea
            {...control}
            rows={10}
            spellCheck={false}
            value={item.jinja_template}
            onChange={(e) => set('jinja_template', e.target.value)}
            className={controlClass(!!control['aria-invalid'], 'font-mono text-sm')}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Label"
          name="label"
          errors={errors}
          value={item.label}
          onChange={(e) => set('label', e.target.value)}
        />
        <TextField
          label="Button Text"
          name="button_text"
          errors={errors}
          value={item.button_text}
          onChange={(e) => set('button_text', e.target.value)}
        />
      </div>
      <TextField
        label="Email Subject"
        name="email_subject"
        errors={errors}
        value={item.email_subject}
        onChange={(e) => set('email_subject', e.target.value)}
      />
      <FormField label="Email Body" name="email_body" errors={errors}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            spellCheck={false}
            value={item.email_body}
            onChange={(e) => set('email_body', e.target.value)}
            className={controlClass(!!control['aria-invalid'], 'font-mono text-sm')}
          />
        )}
      </FormField>
      <TryItPanel item={item} />
    </>
  );
}
