import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { can, type TCourierLink, type TUrlSetRow } from '../../../contract';
import { DataTable, useNavContext } from '../../../ui';
import { linkCourier } from '../api';
import { consignKeys } from '../keys';
import { useCourierLinks } from '../use-consign';

/** The select's value for the site's rate card (no URL set). */
const RATE_CARD = '';

const column = createColumnHelper<TCourierLink>();

/**
 * Courier Integration's couriers: each courier and the URL set that books it ("Rate card":
 * the site's own rate card). Changing the choice links the courier at once; consignments
 * already booked keep the URL set they were booked through.
 */
export function CourierLinksPanel({ urlSets }: { urlSets: TUrlSetRow[] }) {
  const links = useCourierLinks();
  const queryClient = useQueryClient();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const [saving, setSaving] = useState<string | null>(null);

  const choose = async (courier: string, urlSet: string) => {
    setSaving(courier);
    try {
      await linkCourier(courier, urlSet);
    } catch {
      // alerted by the call; the list is reloaded either way
    } finally {
      setSaving(null);
      await queryClient.invalidateQueries({ queryKey: consignKeys.all });
    }
  };

  const options = [
    { value: RATE_CARD, label: 'Rate card' },
    ...urlSets.map((u) => ({ value: u.url_set, label: `${u.url_set} (${u.platform})` })),
  ];
  const columns = [
    column.accessor('courier', { header: 'Courier' }),
    column.accessor('courier_name', { header: 'Name' }),
    column.accessor('url_set', {
      header: 'Booked through',
      enableSorting: false,
      cell: ({ row }) => {
        const link = row.original;
        const label = options.find((o) => o.value === link.url_set)?.label ?? link.url_set;
        if (!mayUpdate) return label || 'Rate card';
        return (
          <select
            aria-label={`Booked through for ${link.courier}`}
            className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={link.url_set}
            disabled={saving !== null}
            onChange={(e) => void choose(link.courier, e.target.value)}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        );
      },
    }),
  ];

  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Couriers</h2>
      <DataTable
        label="Courier links"
        columns={columns}
        data={links.data}
        loading={links.isPending}
        error={links.error}
        onRetry={() => void links.refetch()}
        emptyMessage="No couriers at this site"
        getRowId={(r) => r.courier}
      />
    </section>
  );
}
