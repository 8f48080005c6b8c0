import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { can } from '../../../contract';
import {
  Button,
  ConfirmDelete,
  ErrorState,
  FormError,
  Spinner,
  errorText,
  useNavContext,
  type FieldErrors,
} from '../../../ui';
import { deleteLoadObjectType, saveLoadObjectType } from '../api';
import { useLoadObjectType } from '../hooks';
import {
  LoadObjectTypeFields,
  fromForm,
  toForm,
  validateLotForm,
  type LotForm,
} from './load-object-form';

/**
 * /load_object_types/load_object_type?load_object_type_id=N: one load object type after
 * selection (document 3 route table): its fields, Save and Delete.
 */
export default function LoadObjectTypeScreen() {
  const [params] = useSearchParams();
  const raw = Number(params.get('load_object_type_id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const found = useLoadObjectType(id);
  const navigate = useNavigate();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = can(permissions, 'admin', 'delete');
  const [form, setForm] = useState<LotForm | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [loadedAt, setLoadedAt] = useState(0);

  // Take the loaded record into the form (again after a save answers it).
  if (found.data && found.dataUpdatedAt !== loadedAt) {
    setLoadedAt(found.dataUpdatedAt);
    setForm(toForm(found.data));
  }

  const back = (
    <Link to="/load_object_types" className="text-brand-700 underline">
      Back to Load Object Types
    </Link>
  );

  if (id === null || found.error) {
    return (
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-slate-900">Load Object Type</h1>
        <ErrorState title={found.error ? errorText(found.error) : 'No load object type chosen'} />
        {back}
      </main>
    );
  }
  if (!form) return <Spinner />;

  const save = async () => {
    const problems = validateLotForm(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setError(null);
    try {
      await saveLoadObjectType(fromForm(form));
      await found.refetch();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">
          Load Object Type {form.load_object_type}
        </h1>
        {back}
      </div>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!mayUpdate || saving} className="flex flex-col gap-3">
          <LoadObjectTypeFields
            item={form}
            errors={errors}
            adding={false}
            change={(update) => setForm((f) => (f ? update(f) : f))}
          />
        </fieldset>
        {error && <FormError message={error} />}
        <div className="flex gap-2">
          {mayUpdate && (
            <Button type="submit" disabled={saving}>
              Save
            </Button>
          )}
          {mayDelete && (
            <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
        </div>
      </form>
      <ConfirmDelete
        item={deleting && found.data ? found.data : null}
        noun="load object type"
        describe={(t) => t.load_object_type}
        remove={(t) => deleteLoadObjectType(t.load_object_type_id)}
        reload={async () => navigate('/load_object_types')}
        onClose={() => setDeleting(false)}
      />
    </main>
  );
}
