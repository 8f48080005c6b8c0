import { createColumnHelper } from '@tanstack/react-table';
import {
  BLANK_REASON_CODE,
  REASON_CODE_FLAGS,
  ZReasonCodeItem,
  type TReasonCode,
  type TReasonCodeItem,
} from '../../../contract';
import { RecordListPanel, validateWith, type RecordField } from '../../../ui';
import { deleteReasonCode, saveReasonCode } from '../api';
import { useReasonCodes } from '../use-reason-codes';

const column = createColumnHelper<TReasonCode>();
const validate = validateWith<TReasonCodeItem>(ZReasonCodeItem);

const flagsOf = (r: TReasonCode) =>
  REASON_CODE_FLAGS.filter(([key]) => r[key])
    .map(([, label]) => label)
    .join(', ');

const columns = [
  column.accessor('reason_code', { header: 'Reason Code' }),
  column.accessor('description', { header: 'Description' }),
  column.display({ id: 'flags', header: 'Used on', cell: ({ row }) => flagsOf(row.original) }),
];

const fields: RecordField<TReasonCodeItem>[] = [
  { text: 'reason_code', label: 'Reason Code' },
  { text: 'description', label: 'Description' },
  ...REASON_CODE_FLAGS.map(([key, label]) => ({ checkbox: key, label })),
];

/**
 * /admin/reason_code and /reason_codes/reason_code (Reason Codes, document 3 section 2):
 * Reason Code, Description and where each is used; add, edit, view, delete.
 */
export default function ReasonCodesScreen() {
  const list = useReasonCodes();
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Reason Codes</h1>
      <RecordListPanel<TReasonCode, TReasonCodeItem>
        label="Reason Codes"
        noun="reason code"
        countNoun={['reason code', 'reason codes']}
        module="admin"
        list={list}
        columns={columns}
        getRowId={(r) => String(r.reason_id)}
        blank={() => ({ ...BLANK_REASON_CODE })}
        toForm={(r) => ({ ...r })}
        name={(r) => r.reason_code}
        describe={(r) => `${r.reason_code} (${r.description})`}
        validate={validate}
        save={saveReasonCode}
        remove={deleteReasonCode}
        fields={fields}
      />
    </main>
  );
}
