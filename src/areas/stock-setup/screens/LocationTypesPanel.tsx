import { createColumnHelper } from '@tanstack/react-table';
import { BLANK_LOCATION_TYPE, ZLocationType, type TLocationType } from '../../../contract';
import { RecordListPanel, validateWith } from '../../../ui';
import { deleteRecord, saveRecord } from '../api';
import { useRecords } from '../hooks';
import { yesNo } from './parts';

const column = createColumnHelper<TLocationType>();

const columns = [
  column.accessor('location_type', { header: 'Location Type' }),
  column.accessor('description', { header: 'Name' }),
  column.accessor('model', { header: 'Model' }),
  column.accessor('process_on_hand', {
    header: 'Process on hand',
    cell: (c) => yesNo(c.getValue()),
  }),
];

/** Storage Options tab "Location Types": Location Type, Name, Model, Actions; modal. */
export function LocationTypesPanel() {
  const list = useRecords('location_type');
  return (
    <RecordListPanel<TLocationType>
      label="Location Types"
      noun="location type"
      countNoun={['location type', 'location types']}
      module="admin"
      list={list}
      columns={columns}
      getRowId={(t) => String(t.location_type)}
      blank={() => ({
        ...BLANK_LOCATION_TYPE,
        location_type: Math.max(0, ...(list.data ?? []).map((t) => t.location_type)) + 1,
      })}
      name={(t) => String(t.location_type)}
      describe={(t) => `${t.location_type} (${t.description})`}
      validate={validateWith<TLocationType>(ZLocationType)}
      save={(t) => saveRecord('location_type', t)}
      remove={(t) => deleteRecord('location_type', t.location_type)}
      fields={[
        { number: 'location_type', label: 'Location Type', fixed: true },
        { text: 'description', label: 'Name' },
        { text: 'model', label: 'Model' },
        { checkbox: 'process_on_hand', label: 'Process on hand' },
      ]}
    />
  );
}
