import { createColumnHelper } from '@tanstack/react-table';
import { CUSTOMER_MESSAGES, type TCustomerListRow } from '../../../contract';
import { useWorkContext, PartySearch } from '../../../ui';
import { useCustomerList, useSelectCustomer } from '../use-customers';

const column = createColumnHelper<TCustomerListRow>();
const columns = [
  column.accessor('customer_code', { header: 'Customer Code' }),
  column.accessor('customer_name', { header: 'Customer Name' }),
  column.accessor('delivery_suburb', { header: 'Suburb' }),
  column.accessor('delivery_state', { header: 'State' }),
];

/** /cus: the customer search list; selecting a customer opens /cus/{customer_code}. */
export default function CustomersScreen() {
  const context = useWorkContext();
  const select = useSelectCustomer();
  if (!context) return null;
  return (
    <PartySearch
      title="Customers"
      noun={['customer', 'customers']}
      columns={columns}
      useList={useCustomerList}
      rowId={(r) => r.customer_code}
      onOpen={(r) => select(r.customer_code)}
      searchFailed={CUSTOMER_MESSAGES.searchFailed}
    />
  );
}
