import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatInZone, type TPutAway } from '../../../contract';
import { Button, DataTable, StatusBadge } from '../../../ui';
import { PutAwayContents } from './PutAwayContents';

const column = createColumnHelper<TPutAway>();

/** A bookin's put-aways: barcode, where it is, its contents; pending rows may be put away. */
export function PutAwaysTable({
  putAways,
  zone,
  onPutAway,
}: {
  putAways: TPutAway[];
  /** The site's time zone: put-away times are shown in it. */
  zone: string;
  /** Offered on the rows still at the dock when the caller may put away. */
  onPutAway?: (barcode: string) => void;
}) {
  const columns = useMemo(
    () => [
      column.accessor('barcode', {
        header: 'Barcode',
        cell: ({ getValue }) => <span className="font-mono">{getValue()}</span>,
      }),
      column.display({
        id: 'location',
        header: 'Location',
        cell: ({ row }) =>
          row.original.put_away_at ? (
            <span className="flex flex-wrap items-center gap-1">
              {row.original.location}
              <StatusBadge variant="success">Put Away</StatusBadge>
            </span>
          ) : (
            <span className="flex flex-wrap items-center gap-1">
              {row.original.from_location}
              <StatusBadge variant="warning">At the dock</StatusBadge>
            </span>
          ),
      }),
      column.accessor('contents', {
        header: 'Contents',
        enableSorting: false,
        cell: ({ getValue }) => <PutAwayContents contents={getValue()} />,
      }),
      column.display({
        id: 'by',
        header: 'Put Away By',
        cell: ({ row }) =>
          row.original.put_away_at
            ? `${row.original.put_away_by} ${formatInZone(row.original.put_away_at, zone, 'YYYY-MM-DD HH:mm')}`
            : '',
      }),
      ...(onPutAway
        ? [
            column.display({
              id: 'actions',
              header: '',
              cell: ({ row }) =>
                row.original.put_away_at ? null : (
                  <Button variant="secondary" onClick={() => onPutAway(row.original.barcode)}>
                    Put away
                  </Button>
                ),
            }),
          ]
        : []),
    ],
    [onPutAway, zone],
  );
  return (
    <DataTable
      label="Put-Aways"
      columns={columns}
      data={putAways}
      emptyMessage="Nothing has been received into this bookin yet"
      rowVariant={(p) => (p.put_away_at ? 'success' : 'warning')}
      getRowId={(p) => String(p.put_away_id)}
      countNoun={['put-away', 'put-aways']}
    />
  );
}
