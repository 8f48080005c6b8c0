import { createColumnHelper } from '@tanstack/react-table';
import {
  BLANK_TRACKING_TYPE,
  TRACKING_KINDS,
  ZTrackingType,
  type TTrackingType,
} from '../../../contract';
import { RecordListPanel, validateWith } from '../../../ui';
import { deleteRecord, saveRecord } from '../api';
import { useRecords } from '../hooks';

const column = createColumnHelper<TTrackingType>();
const TRACKING_OPTIONS = TRACKING_KINDS.map((k) => ({ value: k, label: k }));

const columns = [
  column.accessor('tracking_type', { header: 'Inventory Type' }),
  column.accessor('description', { header: 'Name' }),
  column.accessor('tracking', { header: 'Tracking' }),
  column.accessor('track_mode', { header: 'Track mode' }),
];

/** Storage Options tab "Tracking types": inventory type, name; modal. */
export function TrackingTypesPanel() {
  return (
    <RecordListPanel<TTrackingType>
      label="Tracking types"
      noun="tracking type"
      countNoun={['tracking type', 'tracking types']}
      module="admin"
      list={useRecords('tracking_type')}
      columns={columns}
      getRowId={(t) => t.tracking_type}
      blank={() => ({ ...BLANK_TRACKING_TYPE })}
      name={(t) => t.tracking_type}
      describe={(t) => `${t.tracking_type} (${t.description})`}
      validate={validateWith<TTrackingType>(ZTrackingType)}
      save={(t) => saveRecord('tracking_type', t)}
      remove={(t) => deleteRecord('tracking_type', t.tracking_type)}
      fields={[
        { text: 'tracking_type', label: 'Inventory Type', fixed: true },
        { text: 'description', label: 'Name' },
        { select: 'tracking', label: 'Tracking', options: TRACKING_OPTIONS, placeholder: 'None' },
        { text: 'track_mode', label: 'Track mode' },
        { text: 'help_context', label: 'Help context' },
        { checkbox: 'process_on_hand', label: 'Process on hand' },
      ]}
    />
  );
}
