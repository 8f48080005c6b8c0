import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { can, LABEL_ENTITY_NAMES, type TLabelSummary } from '../../../contract';
import {
  Button,
  ConfirmDelete,
  DataTable,
  RowActions,
  SearchBox,
  useNavContext,
} from '../../../ui';
import { deleteLabel } from '../api';
import { editorUrl } from '../editor-url';
import { useLabels } from '../use-labels';
import { startZplWorker } from '../zpl-draw';

const column = createColumnHelper<TLabelSummary>();

/**
 * /label (document 3 "Label list"): Label, Description, Format, Size and Entity; search, add,
 * view, edit and delete. A label opens in the label editor (/labels/label).
 */
export default function LabelsScreen() {
  const [term, setTerm] = useState('');
  // From the list the next step is almost always the editor: the preview's worker (its
  // WebAssembly takes about a second to start) starts once the list has drawn.
  useEffect(() => {
    const started = window.setTimeout(() => startZplWorker(), 300);
    return () => window.clearTimeout(started);
  }, []);
  const list = useLabels(term);
  const navigate = useNavigate();
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const mayDelete = can(permissions, 'admin', 'delete');
  const [deleting, setDeleting] = useState<TLabelSummary | null>(null);

  const columns = [
    column.accessor('label', { header: 'Label' }),
    column.accessor('label_description', { header: 'Description' }),
    column.accessor('label_format', { header: 'Format' }),
    column.accessor('label_size', {
      header: 'Size',
      cell: ({ row }) =>
        row.original.label_size === 'Custom'
          ? `Custom ${row.original.width}x${row.original.depth}`
          : row.original.label_size,
    }),
    column.accessor((l) => LABEL_ENTITY_NAMES[l.entity], { id: 'entity', header: 'Entity' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <RowActions
          onView={() => void navigate(editorUrl(row.original, true))}
          onEdit={mayUpdate ? () => void navigate(editorUrl(row.original)) : undefined}
          onDelete={mayDelete ? () => setDeleting(row.original) : undefined}
        />
      ),
    }),
  ];

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Labels</h1>
      <SearchBox
        label="Search labels"
        placeholder="Label, description or entity (2 characters or more)"
        onSearch={setTerm}
        onClear={() => setTerm('')}
        debounceMs={250}
        autoFocus={false}
      />
      <DataTable
        label="Labels"
        cards
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={term ? 'No label matches the search' : 'No labels yet'}
        getRowId={(l) => `${l.label}/${l.label_format}`}
        onRowClick={(l) => void navigate(editorUrl(l, !mayUpdate))}
        countNoun={['label', 'labels']}
        actions={mayUpdate && <Button onClick={() => void navigate(editorUrl())}>Add label</Button>}
      />
      <ConfirmDelete
        item={deleting}
        noun="label"
        describe={(l) => `${l.label} (${l.label_format})`}
        remove={deleteLabel}
        reload={() => list.refetch()}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
