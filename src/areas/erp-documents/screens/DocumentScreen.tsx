import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  ERP_ACTION_PROCESS,
  ERP_DOCUMENT_MESSAGES,
  ERP_DOCUMENT_MODULES,
  ERP_DOCUMENT_TYPES,
  can,
  documentStatusVariant,
  type TDocumentDetail,
  type TDocumentLine,
  type TErpDocumentType,
  type TVariant,
} from '../../../contract';
import {
  backFrom,
  Button,
  DataTable,
  DetailPage,
  errorText,
  Fact,
  formatQuantity,
  RecordHeader,
  RecordSection,
  StatusBadge,
  useNavContext,
} from '../../../ui';
import { sendToErp } from '../api';
import { documentKeys } from '../keys';
import { useDocument, useDocumentContext } from '../use-erp-documents';

const right = { align: 'right' } as const;
const lineColumn = createColumnHelper<TDocumentLine>();
const lineColumns = [
  lineColumn.accessor('line_no', { header: 'Line', meta: right }),
  lineColumn.accessor('inventory_code', { header: 'Inventory' }),
  lineColumn.accessor('description', { header: 'Description', meta: { wrap: true } }),
  lineColumn.accessor('serial_batch', { header: 'Serial/Batch' }),
  lineColumn.accessor('ordered', {
    header: 'Ordered',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
  lineColumn.accessor('supplied', {
    header: 'Supplied',
    meta: right,
    cell: ({ getValue }) => formatQuantity(getValue()),
  }),
];
const lineVariant = (l: TDocumentLine): TVariant => (l.line_ok ? 'success' : 'danger');

/**
 * /documents/document?document_type&document_reference (document 2 section 7): one document
 * with its lines; Send to ERP sets its ERP action to PROCESS.
 */
export default function DocumentScreen() {
  const [params] = useSearchParams();
  const rawType = params.get('document_type');
  const type = (ERP_DOCUMENT_TYPES as readonly (string | null)[]).includes(rawType)
    ? (rawType as TErpDocumentType)
    : null;
  const reference = params.get('document_reference') ?? '';
  const back = backFrom(useLocation().state, '/documents');
  const { siteId } = useDocumentContext();
  const doc = useDocument(type, reference);
  const { permissions } = useNavContext();
  const mayUpdate = type !== null && can(permissions, ERP_DOCUMENT_MODULES[type], 'update');
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendToErp(type!, reference),
    onSuccess: (d: TDocumentDetail) =>
      queryClient.setQueryData(documentKeys.document(siteId, type ?? '', reference), d),
  });

  if (type === null || reference === '')
    return (
      <main className="mx-auto max-w-3xl px-4 py-6">
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {ERP_DOCUMENT_MESSAGES.loadFailed('no document was named')}
        </p>
      </main>
    );

  return (
    <DetailPage
      back={back}
      backLabel="Documents"
      query={doc}
      loadingLabel="Loading the document"
      failedTitle={ERP_DOCUMENT_MESSAGES.loadFailed(errorText(doc.error))}
    >
      {(d) => (
        <>
          <RecordHeader title={`${d.type} ${d.document_reference}`} name={d.party}>
            {mayUpdate && (
              <Button
                disabled={send.isPending || d.erp_action === ERP_ACTION_PROCESS}
                onClick={() => send.mutate()}
              >
                Send to ERP
              </Button>
            )}
          </RecordHeader>
          {send.error && (
            <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
              {send.error.message}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
            <Fact label="Status">
              <StatusBadge variant={documentStatusVariant(d.status) ?? 'light'}>
                {d.status}
              </StatusBadge>
            </Fact>
            <Fact label="Date">{d.action_date}</Fact>
            <Fact label="Warehouse">{d.warehouse}</Fact>
            <Fact label="WMS Status">{d.wms_status}</Fact>
            <Fact label="ERP ID">{d.erp_id}</Fact>
            <Fact label="ERP Status">
              <StatusBadge erp={d.erp_status} />
            </Fact>
            <Fact label="ERP Action">{d.erp_action}</Fact>
            <Fact label="Lines">{d.lines}</Fact>
          </dl>
          <RecordSection title="Lines">
            <DataTable
              label="Document Lines"
              columns={lineColumns}
              data={d.document_lines}
              emptyMessage="This document has no lines"
              rowVariant={lineVariant}
              getRowId={(l) => String(l.line_no)}
              countNoun={['line', 'lines']}
            />
          </RecordSection>
        </>
      )}
    </DetailPage>
  );
}
