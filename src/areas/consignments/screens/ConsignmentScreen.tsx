import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  can,
  consignmentStatusVariant,
  fieldErrors,
  trackingStatusVariant,
  ZConsignmentEdit,
  type TConsignmentDocument,
  type TConsignmentEdit,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Fact,
  FormError,
  Spinner,
  StatusBadge,
  TextField,
  errorText,
  useNavContext,
  type FieldErrors,
} from '../../../ui';
import { deleteConsignment, updateConsignment } from '../api';
import { ConsignmentReprint } from '../components/ConsignmentReprint';
import { consignmentKeys } from '../keys';
import { useConsignment } from '../use-consignments';

const LIST = '/consignment';

type Form = Record<keyof TConsignmentEdit, string>;

const toForm = (r: TConsignmentDocument): Form => ({
  ref: r.ref,
  despatch_date: r.despatch_date,
  etd: r.etd ?? '',
  receiver_name: r.receiver_name,
  receiver_address: r.receiver_address,
  receiver_town: r.receiver_town,
  receiver_state: r.receiver_state,
  receiver_postcode: r.receiver_postcode,
  receiver_phone: r.receiver_phone,
  receiver_email: r.receiver_email,
  receiver_instructions: r.receiver_instructions,
  pallets_chep: String(r.pallets_chep),
  pallets_loscam: String(r.pallets_loscam),
  pallets_other: String(r.pallets_other),
});

const fromForm = (f: Form): TConsignmentEdit => ({
  ...f,
  pallets_chep: Number(f.pallets_chep),
  pallets_loscam: Number(f.pallets_loscam),
  pallets_other: Number(f.pallets_other),
});

const FIELDS: [keyof Form, string, string?][] = [
  ['ref', 'Shipment Reference'],
  ['despatch_date', 'Despatch Date', 'date'],
  ['etd', 'Expected Date', 'date'],
  ['receiver_name', 'Receiver Name'],
  ['receiver_address', 'Receiver Address'],
  ['receiver_town', 'Receiver Town'],
  ['receiver_state', 'Receiver State'],
  ['receiver_postcode', 'Receiver Postcode'],
  ['receiver_phone', 'Receiver Phone'],
  ['receiver_email', 'Receiver Email'],
  ['receiver_instructions', 'Delivery Instructions'],
  ['pallets_chep', 'CHEP Pallets', 'number'],
  ['pallets_loscam', 'Loscam Pallets', 'number'],
  ['pallets_other', 'Other Pallets', 'number'],
];

function ConsignmentForm({ row }: { row: TConsignmentDocument }) {
  const [form, setForm] = useState(() => toForm(row));
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'so', 'update') && row.status !== 'DELETED';
  const mayDelete = can(permissions, 'so', 'delete') && row.status !== 'DELETED';

  const reload = () => queryClient.invalidateQueries({ queryKey: consignmentKeys.all });

  /** Edits are sent only while editing; saving otherwise sends nothing. */
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    const edit = fromForm(form);
    const checked = ZConsignmentEdit.safeParse(edit);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    setFailed(null);
    if (!checked.success) return;
    setBusy(true);
    try {
      const saved = await updateConsignment(row, edit);
      setForm(toForm(saved));
      setEditing(false);
      await reload();
    } catch (err) {
      setFailed(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <dl className="grid gap-3 sm:grid-cols-4">
        <Fact label="Consignment">{row.consignment}</Fact>
        <Fact label="Connote">{row.connote}</Fact>
        <Fact label="Customer">{row.customer_name}</Fact>
        <Fact label="Carrier">{row.carrier_and_service || row.courier}</Fact>
        <Fact label="Status">
          <StatusBadge variant={consignmentStatusVariant(row.status)}>{row.status}</StatusBadge>
        </Fact>
        <Fact label="Tracking Status">
          <StatusBadge variant={trackingStatusVariant(row.tracking_status) ?? 'light'}>
            {row.tracking_status}
          </StatusBadge>
        </Fact>
        <Fact label="Orders">{row.sales_orders.join(', ')}</Fact>
        <Fact label="Packages">{`${row.packages} (${row.weight} kg)`}</Fact>
      </dl>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(([key, label, type]) => (
          <TextField
            key={key}
            label={label}
            name={key}
            type={type ?? 'text'}
            errors={errors}
            value={form[key]}
            readOnly={!editing}
            onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          />
        ))}
      </div>
      <FormError message={failed} />
      <div className="flex flex-wrap gap-2">
        {mayUpdate && !editing && (
          <Button type="button" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {editing && (
          <>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              Save
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setForm(toForm(row));
                setErrors({});
              }}
            >
              Cancel
            </Button>
          </>
        )}
        {!editing && row.status !== 'DELETED' && <ConsignmentReprint row={row} />}
        {mayDelete && !editing && (
          <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        )}
        <Link
          to={LIST}
          className="inline-flex min-h-11 items-center rounded-lg px-4 font-medium text-brand-800 hover:bg-slate-100"
        >
          Back to consignments
        </Link>
      </div>
      <ConfirmDialog
        open={deleting}
        variant="danger"
        title="Delete consignment"
        message={`Delete consignment ${row.connote || row.consignment}?`}
        confirmLabel="Delete"
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteConsignment(row);
          await reload();
          navigate(LIST);
        }}
      />
    </form>
  );
}

/**
 * /consignment/consignment?document_id= (one consignment, document 1): what was booked, and
 * the shipment reference, dates, receiver and pallets, edited only after Edit (sales-order
 * update); Delete is consign delete (sales-order delete): deleted with its carrier, its orders
 * back to consign, then DELETED. Failures ask to contact support.
 */
export default function ConsignmentScreen() {
  const [params] = useSearchParams();
  const id = params.get('document_id') ?? '';
  const one = useConsignment(id);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Consignment</h1>
      {one.isPending && id ? (
        <Spinner label="Loading consignment" showLabel />
      ) : one.error || !one.data ? (
        <ErrorState title={one.error ? errorText(one.error) : 'Consignment not found'}>
          <Link to={LIST} className="underline">
            Back to consignments
          </Link>
        </ErrorState>
      ) : (
        <ConsignmentForm key={one.data.updated_at} row={one.data} />
      )}
    </main>
  );
}
