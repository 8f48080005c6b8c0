import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BLANK_FORM, can, ZFormItem, type TFormItem } from '../../../contract';
import {
  Button,
  ErrorState,
  Notice,
  Spinner,
  TextField,
  errorText,
  useNavContext,
  validateWith,
  type FieldErrors,
} from '../../../ui';
import { saveForm } from '../api';
import { formKeys } from '../keys';
import { useForm } from '../use-forms';
import { FormFieldsEditor } from './FormFieldsEditor';

const validate = validateWith<TFormItem>(ZFormItem);

/**
 * /wms_forms/wms_form?form_name= (the form editor, document 3 section 2): one form and its
 * fields. Without a name nothing is loaded (document 3 section 5) and a new form is begun.
 */
export default function FormEditorScreen() {
  const [params, setParams] = useSearchParams();
  const formName = params.get('form_name') ?? '';
  const form = useForm(formName);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const queryClient = useQueryClient();
  const [item, setItem] = useState<TFormItem>({ ...BLANK_FORM, fields: [] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (form.data)
      setItem({
        form_name: form.data.form_name,
        fields: form.data.fields.map((f) => ({
          ...f,
          type: f.type as TFormItem['fields'][number]['type'],
        })),
      });
  }, [form.data]);

  const save = async () => {
    const found = validate(item);
    setErrors(found);
    setSaved(false);
    if (Object.keys(found).length > 0) return;
    try {
      const row = await saveForm(item);
      setProblem('');
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: formKeys.all });
      if (row && row.form_name !== formName) setParams({ form_name: row.form_name });
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        {formName ? `Form ${formName}` : 'New form'}
      </h1>
      <p>
        <Link to="/admin/forms" className="text-brand-700 underline">
          All forms
        </Link>
      </p>
      {formName && form.isPending && <Spinner />}
      {formName && form.error ? (
        <ErrorState title={errorText(form.error)}>
          <Button variant="secondary" onClick={() => void form.refetch()}>
            Retry
          </Button>
        </ErrorState>
      ) : (
        <>
          <TextField
            label="Form Name"
            name="form_name"
            errors={errors}
            value={item.form_name}
            readOnly={formName !== '' || !mayUpdate}
            onChange={(e) => setItem((f) => ({ ...f, form_name: e.target.value }))}
          />
          <FormFieldsEditor
            fields={item.fields}
            errors={errors}
            editing={mayUpdate}
            onChange={(fields) => setItem((f) => ({ ...f, fields }))}
          />
          {problem && <Notice>{problem}</Notice>}
          {saved && <p role="status">Form saved</p>}
          {mayUpdate && (
            <div>
              <Button onClick={() => void save()}>Save</Button>
            </div>
          )}
        </>
      )}
    </main>
  );
}
