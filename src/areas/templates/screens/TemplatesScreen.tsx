import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_TEMPLATE,
  LABEL_ENTITY_NAMES,
  ZTemplate,
  type TLabelEntity,
  type TTemplate,
  type TTemplateRow,
} from '../../../contract';
import { RecordListPanel, validateWith } from '../../../ui';
import { deleteTemplate, saveTemplate } from '../api';
import { TemplateForm } from '../components/TemplateForm';
import { useTemplates } from '../use-templates';

const column = createColumnHelper<TTemplateRow>();
const validate = validateWith<TTemplate>(ZTemplate);

const entityName = (entity: string) =>
  entity in LABEL_ENTITY_NAMES ? LABEL_ENTITY_NAMES[entity as TLabelEntity] : entity;

const columns = [
  column.accessor('template_id', { header: 'Template' }),
  column.accessor('description', { header: 'Description', meta: { wrap: true } }),
  column.accessor('entity', { header: 'Entity', cell: (c) => entityName(c.getValue()) }),
  column.accessor('label', { header: 'Label' }),
  column.accessor('button_text', { header: 'Button Text' }),
];

/** The row as the form holds it (an entity the contract no longer lists shows as none). */
const toForm = (row: TTemplateRow): TTemplate => ({
  ...row,
  entity: row.entity in LABEL_ENTITY_NAMES ? (row.entity as TLabelEntity) : '',
});

/**
 * /jinja_templates (Templates, document 3 section 4): Template, Description, Entity, Label and
 * Button Text; search, add, edit, view, delete, and Try it in the editor.
 */
export default function TemplatesScreen() {
  const [term, setTerm] = useState('');
  const list = useTemplates(term);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Templates</h1>
      <RecordListPanel<TTemplateRow, TTemplate>
        label="Templates"
        noun="template"
        countNoun={['template', 'templates']}
        module="admin"
        list={list}
        search={{
          label: 'Search templates',
          onSearch: setTerm,
          placeholder: 'Template, description or label (2 characters or more)',
        }}
        columns={columns}
        getRowId={(t) => t.template_id}
        emptyMessage={term ? 'No template matches the search' : 'No templates yet'}
        blank={() => ({ ...BLANK_TEMPLATE })}
        toForm={toForm}
        name={(t) => t.template_id}
        describe={(t) => `${t.template_id} (${t.description})`}
        validate={validate}
        save={saveTemplate}
        remove={deleteTemplate}
        size="lg"
        fields={(item, errors, editor) => (
          <TemplateForm item={item} errors={errors} editor={editor} />
        )}
      />
    </main>
  );
}
