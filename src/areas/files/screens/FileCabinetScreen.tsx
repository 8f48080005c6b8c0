import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import {
  DISPLAY_TIME_FORMAT,
  MAX_FILE_BYTES,
  FILE_MESSAGES as M,
  can,
  formatInZone,
  type TFileRow,
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
import { deleteFile, downloadFile, uploadFile } from '../api';
import { fileKeys, useFiles } from '../use-files';

const column = createColumnHelper<TFileRow>();

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1048576
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * /files (File cabinet, document 3: Filename, Size, Last Modified): the site's files, in a
 * folder or all; upload, download (through the checked call) and delete.
 */
export default function FileCabinetScreen() {
  const [folder, setFolder] = useState('');
  const list = useFiles(folder.trim());
  const zone = useSiteZone();
  const { permissions } = useNavContext();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: fileKeys.all });
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TFileRow | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_FILE_BYTES) {
      setFailure(M.tooLarge);
      return;
    }
    setBusy(true);
    try {
      await uploadFile(folder.trim(), file);
      await reload();
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const columns = [
    column.accessor('filename', {
      header: 'Filename',
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.filename}</span>
          {row.original.key !== row.original.filename && (
            <span className="text-sm text-slate-600">{row.original.key}</span>
          )}
        </span>
      ),
    }),
    column.accessor('size', {
      header: 'Size',
      meta: { align: 'right' },
      cell: (c) => sizeText(c.getValue()),
    }),
    column.accessor('last_modified', {
      header: 'Last Modified',
      cell: ({ getValue }) => formatInZone(getValue(), zone, DISPLAY_TIME_FORMAT),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            onClick={() => void downloadFile(row.original).catch((e) => setFailure(errorText(e)))}
          >
            Download
          </Button>
          {can(permissions, 'admin', 'delete') && (
            <Button variant="ghost" onClick={() => setDeleting(row.original)}>
              Delete
            </Button>
          )}
        </div>
      ),
    }),
  ];

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">File Cabinet</h1>
      <div className="grid grid-cols-1 items-end gap-3 md:grid-cols-[1fr_auto]">
        <TextField
          label="Folder"
          name="folder"
          hint="Empty for every file; e.g. comparison"
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
        />
        {can(permissions, 'admin', 'update') && (
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-800">
            {busy ? 'Uploading…' : 'Upload file'}
            <input
              ref={input}
              type="file"
              className="sr-only"
              disabled={busy}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
        )}
      </div>
      <FormError message={failure} />
      <DataTable
        label="Files"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error ? errorText(list.error) : null}
        onRetry={() => void list.refetch()}
        emptyMessage={folder.trim() ? 'No files in this folder' : 'No files yet'}
        getRowId={(r) => r.key}
        countNoun={['file', 'files']}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete file"
        message={deleting ? `Delete the file '${deleting.key}'?` : ''}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteFile(deleting);
          await reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </main>
  );
}
