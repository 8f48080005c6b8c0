import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api';
import {
  BLANK_PRINTER_SET,
  ZPrinterSet,
  type TPrinterSet,
  type TPrinterSetSummary,
} from '../../../contract';
import {
  RecordListPanel,
  Spinner,
  siteDataKeys,
  useSiteId,
  useSiteLookups,
  validateWith,
} from '../../../ui';
import { deletePrinterSet, fetchPrinterSet, savePrinterSet } from '../api';
import { usePrinterSets } from '../use-printing';

// The print history (and its contract) loads only when asked for.
const PrintHistoryScreen = lazy(() => import('./PrintHistoryScreen'));

const column = createColumnHelper<TPrinterSetSummary>();
const validate = validateWith<TPrinterSet>(ZPrinterSet);

const columns = [
  column.accessor('printer_set', { header: 'Printer Set' }),
  column.accessor('printer_set_name', { header: 'Printer Set Name' }),
  column.accessor('warehouse', { header: 'Warehouse' }),
];

/**
 * Save a set's name and warehouse: an existing set keeps its printers and map (read again
 * first), a new one starts with none.
 */
async function saveHead(item: TPrinterSet): Promise<void> {
  let stored: Pick<TPrinterSet, 'printers' | 'map'> = { printers: [], map: [] };
  try {
    stored = await fetchPrinterSet(item.printer_set);
  } catch (e) {
    // Only a set the server does not have is a new one; any other failure saves nothing.
    if (!(e instanceof ApiError && e.status === 404)) throw e;
  }
  await savePrinterSet({ ...item, printers: stored.printers, map: stored.map });
}

/**
 * /ps (Printer Sets, document 3 section 2): Printer Set, Printer Set Name and warehouse;
 * search, add, edit, view, delete. Opening a set goes to /ps/{printer_set}; /ps?tab=history is
 * the print history.
 */
export default function PrinterSetsScreen() {
  const [params] = useSearchParams();
  if (params.get('tab') !== 'history') return <PrinterSetList />;
  return (
    <Suspense fallback={<Spinner />}>
      <PrintHistoryScreen />
    </Suspense>
  );
}

function PrinterSetList() {
  const siteId = useSiteId();
  const [term, setTerm] = useState('');
  const list = usePrinterSets(term);
  const lookups = useSiteLookups(siteId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const warehouses = (lookups.data?.warehouses ?? []).map((w) => ({
    value: w.warehouse,
    label: `${w.warehouse} - ${w.warehouse_name}`,
  }));
  /** The list again, and the site lookups (the settings sidebar's printer sets). */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: siteDataKeys.lookups(siteId) });
    return list.refetch();
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Printer Sets</h1>
        <Link className="min-h-11 content-center text-brand-700 underline" to="/ps?tab=history">
          Print History
        </Link>
      </div>
      <RecordListPanel<TPrinterSetSummary, TPrinterSet>
        label="Printer Sets"
        noun="printer set"
        countNoun={['printer set', 'printer sets']}
        module="admin"
        list={list}
        search={{ label: 'Search printer sets', onSearch: setTerm }}
        columns={columns}
        getRowId={(s) => s.printer_set}
        onRowClick={(s) => void navigate(`/ps/${encodeURIComponent(s.printer_set)}`)}
        emptyMessage={term ? 'No printer set matches the search' : 'No printer sets yet'}
        blank={() => ({ ...BLANK_PRINTER_SET })}
        toForm={(s) => ({ ...s, printers: [], map: [] })}
        name={(s) => s.printer_set}
        describe={(s) => `${s.printer_set} (${s.printer_set_name})`}
        validate={validate}
        save={saveHead}
        remove={(s) => deletePrinterSet(s.printer_set)}
        reload={reload}
        fields={[
          { text: 'printer_set', label: 'Printer Set', fixed: true },
          { text: 'printer_set_name', label: 'Printer Set Name' },
          {
            select: 'warehouse',
            label: 'Warehouse',
            options: warehouses,
            placeholder: 'Any warehouse',
          },
        ]}
      />
    </main>
  );
}
