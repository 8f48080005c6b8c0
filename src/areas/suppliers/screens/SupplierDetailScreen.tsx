import { Navigate, useLocation, useParams } from 'react-router-dom';
import {
  SUPPLIER_MESSAGES,
  can,
  partyProblemErrors,
  supplierProblems,
  type TSupplier,
} from '../../../contract';
import {
  Button,
  DetailPage,
  EditorModal,
  TextField,
  errorText,
  Fact,
  backFrom,
  useEditor,
  useNavContext,
  useWorkContext,
  RecordHeader,
} from '../../../ui';
import { saveSupplier } from '../api';
import { useSupplier } from '../use-suppliers';

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

  return (
    <DetailPage
      back={back}
      backLabel="Suppliers"
      query={supplier}
      loadingLabel="Loading the supplier"
      failedTitle={SUPPLIER_MESSAGES.loadFailed}
      failedDetail={errorText(supplier.error)}
    >
      {(s) => (
        <>
          <RecordHeader title={s.supplier_code} name={s.supplier_name} inactive={!s.active}>
            {mayUpdate && <Button onClick={() => editor.edit(s)}>Edit supplier</Button>}
          </RecordHeader>
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
      )}
    </DetailPage>
  );
}
