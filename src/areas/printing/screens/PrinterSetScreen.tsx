import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useParams } from 'react-router-dom';
import {
  BLANK_PRINTER,
  BLANK_PRINTER_MAP,
  LABEL_FORMATS,
  PRINTER_TYPES,
  PRINTING_MESSAGES as M,
  ZPrinter,
  ZPrinterMap,
  type TPrinter,
  type TPrinterMap,
  type TPrinterSetRow,
} from '../../../contract';
import {
  DetailPage,
  Fact,
  RecordListPanel,
  RecordSection,
  siteDataKeys,
  useSiteId,
  validateWith,
} from '../../../ui';
import { savePrinterSet } from '../api';
import { printingKeys } from '../keys';
import { usePrinterSet } from '../use-printing';

const printerColumn = createColumnHelper<TPrinter>();
const mapColumn = createColumnHelper<TPrinterMap>();
const validatePrinter = validateWith<TPrinter>(ZPrinter);
const validateMap = validateWith<TPrinterMap>(ZPrinterMap);
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

const printerColumns = [
  printerColumn.accessor('printer', { header: 'Printer' }),
  printerColumn.accessor('printer_name', { header: 'Printer Name' }),
  printerColumn.accessor('printer_type', { header: 'Type' }),
  printerColumn.accessor('printer_address', { header: 'Address' }),
  printerColumn.accessor('printer_port', { header: 'Port' }),
];
const mapColumns = [
  mapColumn.accessor('label', { header: 'Label' }),
  mapColumn.accessor('label_format', { header: 'Label Format' }),
  mapColumn.accessor('printer', { header: 'Printer' }),
];

const mapKey = (m: TPrinterMap) => `${m.label}/${m.label_format}`;

/**
 * /ps/:printerSet (document 3 "Printer set"): the set's name and warehouse, its Printers
 * (add, edit, delete in a modal) and its label map (label -> format -> printer of the set).
 * Every change saves the whole set.
 */
export default function PrinterSetScreen() {
  const printerSet = useParams().printerSet ?? '';
  const siteId = useSiteId();
  const query = usePrinterSet(printerSet);
  const queryClient = useQueryClient();
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: siteDataKeys.lookups(siteId) });
    await queryClient.invalidateQueries({ queryKey: printingKeys.all });
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <DetailPage<TPrinterSetRow>
        back="/ps"
        backLabel="Printer Sets"
        query={query}
        loadingLabel="Loading the printer set"
        failedTitle={M.printerSetFailed}
        failedDetail={query.error instanceof Error ? query.error.message : undefined}
      >
        {(set) => {
          const list = <T,>(data: T[]) => ({
            data,
            isPending: false,
            error: null,
            refetch: () => query.refetch(),
          });
          const saveSet = (change: Partial<TPrinterSetRow>) =>
            savePrinterSet({ ...set, ...change });
          return (
            <>
              <h1 className="text-2xl font-semibold text-slate-900">
                Printer Set {set.printer_set}
              </h1>
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Fact label="Printer Set Name">{set.printer_set_name}</Fact>
                <Fact label="Warehouse">{set.warehouse || 'Any warehouse'}</Fact>
              </dl>
              <RecordSection title="Printers">
                <RecordListPanel<TPrinter>
                  label="Printers"
                  noun="printer"
                  countNoun={['printer', 'printers']}
                  module="admin"
                  list={list(set.printers)}
                  columns={printerColumns}
                  getRowId={(p) => p.printer}
                  emptyMessage="No printers yet"
                  blank={() => ({ ...BLANK_PRINTER })}
                  name={(p) => p.printer}
                  describe={(p) => {
                    const maps = set.map.filter((m) => m.printer === p.printer).length;
                    return maps > 0
                      ? `${p.printer} (${p.printer_name}) and its ${maps} label map${maps === 1 ? '' : 's'}`
                      : `${p.printer} (${p.printer_name})`;
                  }}
                  validate={validatePrinter}
                  save={(p) =>
                    saveSet({
                      printers: [...set.printers.filter((x) => x.printer !== p.printer), p],
                    })
                  }
                  remove={(p) =>
                    saveSet({
                      printers: set.printers.filter((x) => x.printer !== p.printer),
                      map: set.map.filter((m) => m.printer !== p.printer),
                    })
                  }
                  reload={reload}
                  fields={[
                    { text: 'printer', label: 'Printer', fixed: true },
                    { text: 'printer_name', label: 'Printer Name' },
                    {
                      select: 'printer_type',
                      label: 'Printer Type',
                      options: options(PRINTER_TYPES),
                    },
                    {
                      pair: [
                        { text: 'printer_address', label: 'Address (host name or IP)' },
                        { number: 'printer_port', label: 'Port' },
                      ],
                    },
                  ]}
                />
              </RecordSection>
              <RecordSection title="Label map">
                <RecordListPanel<TPrinterMap>
                  label="Label map"
                  noun="label map"
                  countNoun={['label map', 'label maps']}
                  module="admin"
                  list={list(set.map)}
                  columns={mapColumns}
                  getRowId={mapKey}
                  emptyMessage="No labels mapped yet"
                  blank={() => ({ ...BLANK_PRINTER_MAP, printer: set.printers[0]?.printer ?? '' })}
                  name={mapKey}
                  describe={(m) => `${m.label} (${m.label_format}) on ${m.printer}`}
                  validate={validateMap}
                  save={(m) =>
                    saveSet({ map: [...set.map.filter((x) => mapKey(x) !== mapKey(m)), m] })
                  }
                  remove={(m) => saveSet({ map: set.map.filter((x) => mapKey(x) !== mapKey(m)) })}
                  reload={reload}
                  fields={[
                    { text: 'label', label: 'Label', fixed: true },
                    {
                      select: 'label_format',
                      label: 'Label Format',
                      options: options(LABEL_FORMATS),
                    },
                    {
                      select: 'printer',
                      label: 'Printer',
                      options: set.printers.map((p) => ({
                        value: p.printer,
                        label: `${p.printer} - ${p.printer_name}`,
                      })),
                      placeholder: 'Choose a printer',
                    },
                  ]}
                />
              </RecordSection>
            </>
          );
        }}
      </DetailPage>
    </main>
  );
}
