import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { TUserSiteDocument, TUserSiteWarehouseDocument } from '../../../contract';
import { Button, DataTable, Modal, Select, errorText, useSiteLookups } from '../../../ui';
import { deleteSiteWarehouse, saveSiteWarehouse } from '../api';
import { userAccessKeys } from '../keys';
import { useSiteWarehouses } from '../use-user-access';

const column = createColumnHelper<TUserSiteWarehouseDocument>();

/**
 * User Site Warehouse (document 3 section 2): the user's warehouses at one of their sites
 * (warehouse, warehouse name, work centre); add a warehouse link or delete one.
 */
export function UserSiteWarehouseModal({
  userId,
  site,
  mayUpdate,
  mayDelete,
  onClose,
}: {
  userId: string;
  site: TUserSiteDocument;
  mayUpdate: boolean;
  mayDelete: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const links = useSiteWarehouses(userId);
  const lookups = useSiteLookups(site.site_id).data;
  const [warehouse, setWarehouse] = useState('');
  const [workCentre, setWorkCentre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = links.data?.filter((l) => l.site_id === site.site_id);
  const reload = () => queryClient.invalidateQueries({ queryKey: userAccessKeys.all });

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

  const columns = [
    column.accessor('warehouse', { header: 'Warehouse' }),
    column.accessor('warehouse_name', { header: 'Warehouse Name' }),
    column.accessor('work_centre', { header: 'Work Centre', cell: (c) => c.getValue() ?? '' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        mayDelete ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => void run(() => deleteSiteWarehouse(userId, row.original))}
          >
            Delete
          </Button>
        ) : null,
    }),
  ];

  const warehouseOptions = (lookups?.warehouses ?? []).map((w) => ({
    value: w.value,
    label: w.text,
  }));
  const workCentreOptions = (lookups?.workCentres ?? [])
    .filter((w) => w.warehouse === warehouse)
    .map((w) => ({ value: w.value, label: w.text }));

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={`User Site Warehouses: ${site.site_id}`}
      footer={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        <DataTable
          label="User Site Warehouses"
          columns={columns}
          data={rows}
          loading={links.isPending}
          error={links.error}
          onRetry={() => void links.refetch()}
          emptyMessage="No warehouses yet"
          getRowId={(l) => l.document_id}
          countNoun={['warehouse', 'warehouses']}
        />
        {mayUpdate && (
          <div className="grid items-end gap-3 sm:grid-cols-3">
            <Select
              label="Warehouse"
              value={warehouse}
              placeholder="Choose a warehouse"
              options={warehouseOptions}
              onChange={(w) => {
                setWarehouse(w);
                setWorkCentre('');
              }}
            />
            <Select
              label="Work Centre"
              value={workCentre}
              placeholder="None"
              options={workCentreOptions}
              onChange={setWorkCentre}
            />
            <Button
              disabled={busy || !warehouse}
              onClick={() =>
                void run(async () => {
                  await saveSiteWarehouse(userId, {
                    site_id: site.site_id,
                    warehouse,
                    work_centre: workCentre,
                  });
                  setWarehouse('');
                  setWorkCentre('');
                })
              }
            >
              Add warehouse
            </Button>
          </div>
        )}
        {error && (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
