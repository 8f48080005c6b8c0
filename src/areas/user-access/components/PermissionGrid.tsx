import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  MODULES,
  MODULE_CODES,
  NO_PERMISSION,
  can,
  type TModule,
  type TPermissionFlags,
} from '../../../contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  Spinner,
  errorText,
  useNavContext,
} from '../../../ui';
import {
  clearPermission,
  deleteAllPermissions,
  initialisePermissions,
  savePermission,
} from '../api';
import { userAccessKeys } from '../keys';
import { usePermissions } from '../use-user-access';

type Draft = Partial<Record<TModule, TPermissionFlags>>;

const column = createColumnHelper<{ module: TModule }>();

/**
 * User permissions at the current site (document 3 sections 2, 3, 6): module code, module
 * name, view, update, delete; Save and Delete (every flag off, saved) per row; Initialise (one
 * record per module, view on) and Delete all (every record removed).
 */
export function PermissionGrid({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const records = usePermissions(userId);
  const { permissions, siteId } = useNavContext();
  const mayUpdate = can(permissions, 'user', 'update');
  const mayDelete = can(permissions, 'user', 'delete');
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removingAll, setRemovingAll] = useState(false);

  const stored = (module: TModule): TPermissionFlags | undefined => {
    const r = records.data?.find((p) => p.module === module);
    return r ? { view: r.view, update: r.update, delete: r.delete } : undefined;
  };
  const flagsOf = (module: TModule) => draft[module] ?? stored(module) ?? NO_PERMISSION;
  const reload = async () => {
    setDraft({});
    await queryClient.invalidateQueries({ queryKey: userAccessKeys.all });
  };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await reload();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const hasRecords = (records.data?.length ?? 0) > 0;
  const flagCell = (flag: keyof TPermissionFlags) =>
    column.display({
      id: flag,
      header: flag[0]!.toUpperCase() + flag.slice(1),
      cell: ({ row }) => {
        const { module } = row.original;
        const flags = flagsOf(module);
        return (
          <Checkbox
            label={`${module} ${flag}`}
            hideLabel
            checked={flags[flag]}
            disabled={!mayUpdate || busy}
            onChange={(checked) =>
              setDraft((d) => ({ ...d, [module]: { ...flags, [flag]: checked } }))
            }
          />
        );
      },
    });
  const columns = [
    column.accessor('module', { header: 'Module' }),
    column.display({
      id: 'name',
      header: 'Module Name',
      cell: ({ row }) => MODULES[row.original.module],
    }),
    flagCell('view'),
    flagCell('update'),
    flagCell('delete'),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const { module } = row.original;
        return (
          <div className="flex gap-1">
            {mayUpdate && (
              <Button
                variant="ghost"
                aria-label={`Save ${module}`}
                disabled={busy || !draft[module]}
                onClick={() => void run(() => savePermission(userId, module, flagsOf(module)))}
              >
                Save
              </Button>
            )}
            {mayUpdate && stored(module) && (
              <Button
                variant="ghost"
                aria-label={`Delete ${module}`}
                disabled={busy}
                onClick={() => void run(() => clearPermission(userId, module))}
              >
                Delete
              </Button>
            )}
          </div>
        );
      },
    }),
  ];
  return (
    <section aria-label="Permissions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Permissions at {siteId}</h2>
        <div className="flex gap-2">
          {mayUpdate && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => initialisePermissions(userId))}
            >
              Initialise
            </Button>
          )}
          {mayDelete && hasRecords && (
            <Button variant="danger" disabled={busy} onClick={() => setRemovingAll(true)}>
              Delete all
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      {records.isPending && <Spinner />}
      {records.error ? (
        <ErrorState title={errorText(records.error)} />
      ) : !records.isPending && !hasRecords ? (
        <EmptyState title="No permissions yet: Initialise gives view on every module" />
      ) : null}
      {hasRecords && (
        <DataTable
          label="User permissions"
          columns={columns}
          data={MODULE_CODES.map((module) => ({ module }))}
          emptyMessage="No modules"
          getRowId={(r) => r.module}
        />
      )}
      <ConfirmDialog
        open={removingAll}
        title="Delete all permissions"
        message={`Delete every permission record of ${userId} at ${siteId}?`}
        confirmLabel="Delete all"
        variant="danger"
        onConfirm={() => run(() => deleteAllPermissions(userId))}
        onClose={() => setRemovingAll(false)}
      />
    </section>
  );
}
