import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { BLANK_STORAGE, ZStorage, searchTermReady, type TStorage } from '../../../contract';
import { RecordListPanel, StatusBadge, validateWith } from '../../../ui';
import { deleteStorage, saveStorage } from '../storage-api';
import { useStorageList } from '../use-storage';

const column = createColumnHelper<TStorage>();
const validate = validateWith<TStorage>(ZStorage);

/** A small square of the tile colour with its code. */
function Swatch({ colour }: { colour: string }) {
  if (!colour) return <span className="text-slate-500">None</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="inline-block size-5 rounded border border-slate-300"
        style={{ backgroundColor: colour }}
      />
      <span className="font-mono text-sm">{colour}</span>
    </span>
  );
}

const columns = [
  column.accessor('storage', { header: 'Storage' }),
  column.accessor('storage_name', { header: 'Storage Name' }),
  column.accessor('strict_storage', {
    header: 'Strict',
    cell: (c) =>
      c.getValue() ? <StatusBadge variant="warning">Strict</StatusBadge> : <span>No</span>,
  }),
  column.accessor('tile_colour', {
    header: 'Tile colour',
    cell: (c) => <Swatch colour={c.getValue()} />,
  }),
];

/** The storage types list (the Storage tab of Storage Options). */
export function StoragePanel() {
  const list = useStorageList();
  const [term, setTerm] = useState('');

  const rows = useMemo(() => {
    const all = list.data;
    if (!all || !searchTermReady(term)) return all;
    const t = term.toLowerCase();
    return all.filter(
      (s) => s.storage.toLowerCase().includes(t) || s.storage_name.toLowerCase().includes(t),
    );
  }, [list.data, term]);

  return (
    <RecordListPanel<TStorage>
      label="Storage"
      noun="storage"
      countNoun={['storage type', 'storage types']}
      module="admin"
      list={list}
      search={{ label: 'Search storage', debounceMs: 200, onSearch: setTerm }}
      rows={rows}
      columns={columns}
      getRowId={(s) => s.storage}
      emptyMessage={term ? 'No storage matches the search' : 'No storage types yet'}
      blank={() => ({ ...BLANK_STORAGE })}
      name={(s) => s.storage}
      describe={(s) => `${s.storage} (${s.storage_name})`}
      validate={validate}
      save={saveStorage}
      remove={(s) => deleteStorage(s.storage)}
      fields={[
        { text: 'storage', label: 'Storage', fixed: true },
        { text: 'storage_name', label: 'Storage Name' },
        { checkbox: 'strict_storage', label: 'Strict storage' },
        { text: 'tile_colour', label: 'Tile colour', type: 'color', blank: '#000000' },
      ]}
    />
  );
}
