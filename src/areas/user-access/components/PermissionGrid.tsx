import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  MODULES,
  MODULE_CODES,
  NO_PERMISSION,
  USER_ACCESS_MESSAGES as M,
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
  UnsavedChangesGuard,
  errorText,
  useNavContext,
} from '../../../ui';
import {
  clearPermission,
  deleteAllPermissions,
  initialisePermissions,
  savePermissions,
} from '../api';
import { userAccessKeys } from '../keys';
import { changedPermissions, withoutModules, type TPermissionDraft } from '../permission-draft';
import { usePermissions } from '../use-user-access';

const column = createColumnHelper<{ module: TModule }>();

/**
 * User permissions at the current site (document 3 sections 2, 3, 6): module code, module
 * name, view, update, delete. Ticks stay a draft until Save changes saves every changed row in
 * one call (all or none); Discard drops them, and leaving the screen or opening another user
 * with unsaved ticks asks first. Per row, Delete saves every flag off at once (other rows'
 * ticks stay). Initialise (one record per module, view on) asks first, as does Delete all
 * (every record removed).
 */
export function PermissionGrid({
  userId,
  mayChange = true,
}: {
  userId: string;
  /** False when the server refuses every change to this user (e.g. they have other sites). */
  mayChange?: boolean;
}) {
  const queryClient = useQueryClient();
  const records = usePermissions(userId);
  const { permissions, siteId } = useNavContext();
  const mayUpdate = mayChange && can(permissions, 'user', 'update');
  const mayDelete = mayChange && can(permissions, 'user', 'delete');
  // The draft belongs to one user at one site: another user or site starts clean.
  const draftKey = `${siteId}/${userId}`;
  const [drafted, setDrafted] = useState<{ key: string; rows: TPermissionDraft }>({
    key: draftKey,
    rows: {},
  });
  const draft = drafted.key === draftKey ? drafted.rows : {};
  const setDraft = (update: (d: TPermissionDraft) => TPermissionDraft) =>
    setDrafted((current) => ({
      key: draftKey,
      rows: update(current.key === draftKey ? current.rows : {}),
    }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [initialising, setInitialising] = useState(false);
  const [removingAll, setRemovingAll] = useState(false);

  const stored = (module: TModule): TPermissionFlags | undefined => {
    const r = records.data?.find((p) => p.module === module);
    return r ? { view: r.view, update: r.update, delete: r.delete } : undefined;
  };
  const flagsOf = (module: TModule) => draft[module] ?? stored(module) ?? NO_PERMISSION;
  const changes = changedPermissions(draft, stored, MODULE_CODES);
  const dirty = changes.length > 0;

  /** Do `work`, then drop the draft rows it settled (all: every row) and reload. */
  const run = async (work: () => Promise<unknown>, settles: readonly TModule[] | 'all') => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setDraft((d) => (settles === 'all' ? {} : withoutModules(d, settles)));
      await queryClient.invalidateQueries({ queryKey: userAccessKeys.all });
    } finally {
      setBusy(false);
    }
  };
  /** For the grid's own buttons: a refusal is shown above the grid, the draft kept. */
  const runShown = (work: () => Promise<unknown>, settles: readonly TModule[] | 'all') =>
    void run(work, settles).catch((e: unknown) => setError(errorText(e)));

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
      cell: ({ row }) => {
        const { module } = row.original;
        const changed = changes.some((c) => c.module === module);
        return (
          <>
            {MODULES[module]}
            {changed && <span className="ml-2 text-sm font-medium text-amber-800">(unsaved)</span>}
          </>
        );
      },
    }),
    flagCell('view'),
    flagCell('update'),
    flagCell('delete'),
  ];
  if (mayUpdate) {
    columns.push(
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => {
          const { module } = row.original;
          return stored(module) ? (
            <Button
              variant="ghost"
              aria-label={`Delete ${module}`}
              disabled={busy}
              onClick={() => runShown(() => clearPermission(userId, module), [module])}
            >
              Delete
            </Button>
          ) : null;
        },
      }),
    );
  }
  return (
    <section aria-label="Permissions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Permissions at {siteId}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {dirty && (
            <span role="status" className="text-sm font-medium text-amber-800">
              {M.permissionsUnsaved(changes.length)}
            </span>
          )}
          {mayUpdate && hasRecords && (
            <>
              <Button
                disabled={busy || !dirty}
                aria-busy={busy || undefined}
                onClick={() =>
                  runShown(
                    () => savePermissions(userId, changes),
                    changes.map((c) => c.module),
                  )
                }
              >
                Save changes
              </Button>
              <Button
                variant="secondary"
                disabled={busy || !dirty}
                onClick={() => setDraft(() => ({}))}
              >
                Discard changes
              </Button>
            </>
          )}
          {mayUpdate && (
            <Button variant="secondary" disabled={busy} onClick={() => setInitialising(true)}>
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
      <UnsavedChangesGuard when={dirty} what={M.unsavedPermissions} />
      <ConfirmDialog
        open={initialising}
        title={M.initialiseTitle}
        message={M.initialiseConfirm(userId, siteId, dirty)}
        confirmLabel="Initialise"
        variant="danger"
        onConfirm={() => run(() => initialisePermissions(userId), 'all')}
        onClose={() => setInitialising(false)}
      />
      <ConfirmDialog
        open={removingAll}
        title="Delete all permissions"
        message={`Delete every permission record of ${userId} at ${siteId}?`}
        confirmLabel="Delete all"
        variant="danger"
        onConfirm={() => run(() => deleteAllPermissions(userId), 'all')}
        onClose={() => setRemovingAll(false)}
      />
    </section>
  );
}
