import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  BLANK_ORDER_TYPE,
  ZOrderTypeItem,
  type TOrderTypeItem,
  type TOrderTypeRow,
} from '../../../contract';
import { RecordListPanel, validateWith } from '../../../ui';
import { deleteOrderType, saveOrderType } from '../api';
import { useOrderTypes } from '../use-order-types';

const column = createColumnHelper<TOrderTypeRow>();
const validate = validateWith<TOrderTypeItem>(ZOrderTypeItem);

const columns = [
  column.accessor('order_type', { header: 'Type' }),
  column.accessor('order_type_name', { header: 'Name' }),
];

/** /admin/order_type (Order Types, document 3 section 2): Type, Name, Actions. */
export default function OrderTypesScreen() {
  const [term, setTerm] = useState('');
  const list = useOrderTypes(term);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">Order Types</h1>
      <RecordListPanel<TOrderTypeRow, TOrderTypeItem>
        label="Order Types"
        noun="order type"
        countNoun={['order type', 'order types']}
        module="admin"
        list={list}
        search={{ label: 'Search order types', onSearch: setTerm }}
        columns={columns}
        getRowId={(o) => String(o.order_type_id)}
        emptyMessage={term ? 'No order type matches the search' : 'No order types yet'}
        blank={() => ({ ...BLANK_ORDER_TYPE })}
        toForm={(o) => ({ ...o })}
        name={(o) => o.order_type}
        describe={(o) => `${o.order_type} (${o.order_type_name})`}
        validate={validate}
        save={saveOrderType}
        remove={deleteOrderType}
        fields={[
          { text: 'order_type', label: 'Type' },
          { text: 'order_type_name', label: 'Name' },
          { checkbox: 'allow_addnl_invs', label: 'Allow additional inventory' },
          { checkbox: 'warn', label: 'Warn' },
        ]}
      />
    </main>
  );
}
