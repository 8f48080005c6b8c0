import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import {
  SUPPLIER_MESSAGES,
  can,
  partyProblemErrors,
  supplierProblems,
  type TSupplier,
} from '../../../contract';
import {
  Button,
  EditorModal,
  ErrorState,
  Spinner,
  StatusBadge,
  TextField,
  errorText,
  useEditor,
  useNavContext,
  useWorkContext,
} from '../../../ui';
import { saveSupplier } from '../../customers/api';
import { Fact, backFrom } from '../../customers/components/Fact';
import { useSupplier } from '../../customers/use-parties';

const validate = (s: TSupplier) => partyProblemErrors(supplierProblems(s));

/** /sup/{supplier_code}: the supplier and, with update on admin, its editor. */
export default function SupplierDetailScreen() {
  const { supplierCode = '' } = useParams();
  const back = backFrom(useLocation().state, '/sup');
  const context = useWorkContext();
  const supplier = useSupplier(supplierCode);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const editor = useEditor<TSupplier>();
  if (!context) return null;
  if (!supplierCode) return <Navigate to="/sup" replace />;

  let body: ReactNode;
  if (supplier.isPending) {
    body = <Spinner label="Loading the supplier" />;
  } else if (supplier.error || !supplier.data) {
    body = (
      <ErrorState title={SUPPLIER_MESSAGES.loadFailed}>
        <p>{errorText(supplier.error)}</p>
        <Button variant="secondary" onClick={() => void supplier.refetch()}>
          Try again
        </Button>
      </ErrorState>
    );
  } else {
    const s = supplier.data;
    body = (
      <>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">
            {s.supplier_code}
            <span className="ml-3 font-normal text-slate-700">{s.supplier_name}</span>
            {!s.active && (
              <StatusBadge variant="secondary" className="ml-3">
                Inactive
              </StatusBadge>
            )}
          </h1>
          {mayUpdate && <Button onClick={() => editor.edit(s)}>Edit supplier</Button>}
        </header>
        <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <Fact label="Suburb">{s.suburb}</Fact>
          <Fact label="State">{s.state}</Fact>
          <Fact label="Active">{s.active ? 'Yes' : 'No'}</Fact>
        </dl>
        <EditorModal
          editor={editor}
          noun="supplier"
          name={(x) => x.supplier_code}
          onSave={saveSupplier}
          reload={() => supplier.refetch()}
          validate={validate}
        >
          {(x, errors) => (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextField
                label="Supplier Code"
                name="supplier_code"
                value={x.supplier_code}
                readOnly
              />
              <TextField
                label="Supplier Name"
                name="supplier_name"
                errors={errors}
                value={x.supplier_name}
                onChange={(e) => editor.change((v) => ({ ...v, supplier_name: e.target.value }))}
              />
              <TextField
                label="Suburb"
                value={x.suburb}
                onChange={(e) => editor.change((v) => ({ ...v, suburb: e.target.value }))}
              />
              <TextField
                label="State"
                value={x.state}
                onChange={(e) => editor.change((v) => ({ ...v, state: e.target.value }))}
              />
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={x.active}
                  onChange={(e) => editor.change((v) => ({ ...v, active: e.target.checked }))}
                />
                Active
              </label>
            </div>
          )}
        </EditorModal>
      </>
    );
  }

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <Link to={back} className="min-h-11 self-start py-2 text-brand-700 hover:underline">
        ← Suppliers
      </Link>
      {body}
    </main>
  );
}
