import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import {
  DISPLAY_TIME_FORMAT,
  SECRET_NAME_SUGGESTIONS,
  ZSecretSet,
  can,
  formatInZone,
  type TSecretRow,
} from '../../../contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FormError,
  TextField,
  errorText,
  useNavContext,
  useSiteZone,
} from '../../../ui';
import { deleteSecret, setSecret } from '../api';
import { secretKeys, useSecrets } from '../use-secrets';

const column = createColumnHelper<TSecretRow>();

/**
 * /secret: the site's secrets (ERP and carrier credentials). Values are sent once and never
 * shown again: the list has each name, who set it and when.
 */
export default function SecretsScreen() {
  const list = useSecrets();
  const zone = useSiteZone();
  const { permissions } = useNavContext();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: secretKeys.all });
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [address, setAddress] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TSecretRow | null>(null);
  const mayUpdate = can(permissions, 'erp', 'update');
  const mayDelete = can(permissions, 'erp', 'delete');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSecretSet.safeParse({ name, secret_value: value, address });
    if (!parsed.success) {
      setFailure(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await setSecret(parsed.data);
      setName('');
      setValue('');
      setAddress('');
      await reload();
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    column.accessor('name', { header: 'Name' }),
    column.accessor('origin', {
      header: 'Sent to',
      cell: ({ getValue }) => getValue() || 'No address: set it again',
    }),
    column.accessor('set_by', { header: 'Set by' }),
    column.accessor('set_at', {
      header: 'Set at',
      cell: ({ getValue }) => formatInZone(getValue(), zone, DISPLAY_TIME_FORMAT),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        mayDelete ? (
          <Button variant="ghost" onClick={() => setDeleting(row.original)}>
            Delete
          </Button>
        ) : null,
    }),
  ];

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Secrets</h1>
      <p className="text-slate-700">
        Credentials the server uses to reach the ERP and carriers. A value is kept encrypted and is
        never shown again; set it again to replace it. It is sent only to the host of the address it
        is saved for.
      </p>
      {mayUpdate && (
        <form
          aria-label="Set a secret"
          noValidate
          className="grid grid-cols-1 items-end gap-3 md:grid-cols-[1fr_1fr_1fr_auto]"
          onSubmit={(e) => void submit(e)}
        >
          <TextField
            label="Name"
            name="secret-name"
            list="secret-names"
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <datalist id="secret-names">
            {SECRET_NAME_SUGGESTIONS.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <TextField
            label="Value"
            name="secret-value"
            type="password"
            autoComplete="new-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <TextField
            label="Address"
            name="secret-address"
            type="url"
            placeholder="https://api.example.com"
            autoComplete="off"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            Save secret
          </Button>
          <div className="md:col-span-4">
            <FormError message={failure} />
          </div>
        </form>
      )}
      <DataTable
        label="Secrets"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? errorText(list.error) : null}
        onRetry={() => void list.refetch()}
        emptyMessage="No secrets set for this site"
        getRowId={(r) => r.name}
        countNoun={['secret', 'secrets']}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete secret"
        message={deleting ? `Delete the secret '${deleting.name}'?` : ''}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSecret(deleting.name);
          await reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
