import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_DELIVERY_KEY,
  can,
  deliveryKeyChanges,
  fieldErrors,
  formatInZone,
  ZDeliveryKeyItem,
  type TDeliveryKey,
  type TDeliveryKeyForm,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  errorText,
  RecordFieldInput,
  RecordListPanel,
  Select,
  useNavContext,
  useSiteZone,
  type FieldErrors,
  type RecordField,
  type RecordFields,
} from '../../../ui';
import { checkInKey, checkOutKey, deleteKey, saveKey } from '../api';
import { useKeys, useKeyUsers } from '../use-keys';
import { CustomerCodeField } from './CustomerCodeField';

const column = createColumnHelper<TDeliveryKey>();

const nameField: RecordField<TDeliveryKeyForm> = { text: 'key_name', label: 'Key Name' };
const detailFields: RecordField<TDeliveryKeyForm>[] = [
  {
    pair: [
      { text: 'key_number', label: 'Key Number' },
      { text: 'colour', label: 'Colour' },
    ],
  },
  { text: 'alarm_code', label: 'Alarm Code' },
  { text: 'special_instructions', label: 'Special Instructions' },
  {
    pair: [
      { text: 'entry_notes', label: 'Entry Notes' },
      { text: 'exit_notes', label: 'Exit Notes' },
    ],
  },
];

/** Key name, the customer (with suggestions), number, colour, alarm code and the notes. */
const fields: RecordFields<TDeliveryKeyForm> = (item, errors, editor) => (
  <>
    <RecordFieldInput field={nameField} item={item} errors={errors} editor={editor} />
    <CustomerCodeField
      value={item.customer_code}
      errors={errors}
      readOnly={!editor.editing}
      onChange={(customer_code) => editor.change((f) => ({ ...f, customer_code }))}
    />
    {detailFields.map((field, i) => (
      <RecordFieldInput key={i} field={field} item={item} errors={errors} editor={editor} />
    ))}
  </>
);

/** The form is checked as the save sends it: only its non-empty fields. */
function validate(form: TDeliveryKeyForm): FieldErrors {
  const result = ZDeliveryKeyItem.safeParse(deliveryKeyChanges(form));
  return result.success ? {} : fieldErrors(result.error);
}

const toForm = (k: TDeliveryKey): TDeliveryKeyForm => ({
  key_id: k.key_id,
  key_name: k.key_name,
  customer_code: k.customer_code,
  colour: k.colour,
  alarm_code: k.alarm_code_hidden ? '' : k.alarm_code,
  key_number: k.key_number,
  special_instructions: k.special_instructions,
  entry_notes: k.entry_notes,
  exit_notes: k.exit_notes,
});

/** Check a key out to a user of the site. */
function CheckOutDialog({
  item,
  onClose,
  reload,
}: {
  item: TDeliveryKey | null;
  onClose: () => void;
  reload: () => Promise<unknown>;
}) {
  const [user, setUser] = useState('');
  const users = useKeyUsers(item !== null);
  return (
    <ConfirmDialog
      open={item !== null}
      title={`Check out ${item?.key_name ?? ''}`}
      confirmLabel="Check out"
      onClose={() => {
        setUser('');
        onClose();
      }}
      onConfirm={async () => {
        if (!item) return;
        if (!user) throw new Error('Select the user taking the key');
        await checkOutKey(item, user);
        setUser('');
        await reload();
      }}
      message={
        <Select
          label="User"
          value={user}
          placeholder={users.isPending ? 'Loading users…' : 'Select…'}
          options={(users.data ?? []).map((u) => ({
            value: u.user_id,
            label: `${u.display_name} (${u.user_id})`,
          }))}
          error={users.error ? errorText(users.error) : undefined}
          onChange={setUser}
        />
      }
    />
  );
}

/**
 * /admin/del_keys (Key Cabinet, document 1 "Consignment list"): key name, customer, customer
 * name, colour, alarm code (masked for users without update on admin), who holds the key and
 * since when; add, edit (only the non-empty fields are sent), delete, check out and back in.
 */
export default function KeyCabinetScreen() {
  const [term, setTerm] = useState('');
  const list = useKeys(term);
  const zone = useSiteZone();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const [checkingOut, setCheckingOut] = useState<TDeliveryKey | null>(null);
  const [checkingIn, setCheckingIn] = useState<TDeliveryKey | null>(null);

  const columns = [
    column.accessor('key_name', { header: 'Key Name', meta: { wrap: true } }),
    column.accessor('customer_code', { header: 'Customer' }),
    column.accessor('customer_name', { header: 'Customer Name', meta: { wrap: true } }),
    column.accessor('colour', { header: 'Colour' }),
    column.accessor('alarm_code', {
      header: 'Alarm Code',
      cell: ({ row }) =>
        row.original.alarm_code_hidden ? (
          <span aria-label="Alarm code hidden">{row.original.alarm_code}</span>
        ) : (
          row.original.alarm_code
        ),
    }),
    column.display({
      id: 'checkout',
      header: 'Checkout User',
      cell: ({ row }) => {
        const k = row.original;
        return (
          <div className="flex flex-wrap items-center gap-2" onClick={(e) => e.stopPropagation()}>
            {k.checkout_user ? (
              <span>
                {k.checkout_user_name ?? k.checkout_user}
                {k.checkout_at && (
                  <span className="block text-sm text-slate-600">
                    since {formatInZone(k.checkout_at, zone, 'DD-MM-YY h:mm A')}
                  </span>
                )}
              </span>
            ) : (
              <span className="text-slate-600">In cabinet</span>
            )}
            {mayUpdate &&
              (k.checkout_user ? (
                <Button variant="secondary" onClick={() => setCheckingIn(k)}>
                  Check in
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setCheckingOut(k)}>
                  Check out
                </Button>
              ))}
          </div>
        );
      },
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Key Cabinet</h1>
      <RecordListPanel<TDeliveryKey, TDeliveryKeyForm>
        label="Delivery keys"
        noun="key"
        countNoun={['key', 'keys']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(r) => String(r.key_id)}
        blank={() => ({ ...BLANK_DELIVERY_KEY })}
        toForm={toForm}
        name={(f) => f.key_name}
        describe={(r) => `${r.key_name} (${r.customer_name || r.customer_code})`}
        validate={validate}
        save={saveKey}
        remove={deleteKey}
        fields={fields}
        emptyMessage={term ? 'No keys match the search' : 'No keys in the cabinet yet'}
        search={{
          label: 'Search keys',
          placeholder: 'Key, customer or colour (2 characters or more)',
          onSearch: setTerm,
        }}
      />
      <CheckOutDialog
        item={checkingOut}
        onClose={() => setCheckingOut(null)}
        reload={list.refetch}
      />
      <ConfirmDialog
        open={checkingIn !== null}
        title={`Check in ${checkingIn?.key_name ?? ''}`}
        message={`Return the key from ${checkingIn?.checkout_user_name ?? checkingIn?.checkout_user ?? ''} to the cabinet?`}
        confirmLabel="Check in"
        onClose={() => setCheckingIn(null)}
        onConfirm={async () => {
          if (checkingIn) await checkInKey(checkingIn);
          await list.refetch();
        }}
      />
    </main>
  );
}
