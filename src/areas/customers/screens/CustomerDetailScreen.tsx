import { createColumnHelper } from '@tanstack/react-table';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import {
  CUSTOMER_MESSAGES,
  can,
  type TCustomerAttribute,
  type TCustomerCourierAccount,
  type TCustomerDetail,
  type TCustomerMinimumDay,
} from '../../../contract';
import {
  backFrom,
  Button,
  DataTable,
  DetailPage,
  errorText,
  Fact,
  useEditor,
  useNavContext,
  useWorkContext,
  RecordHeader,
  RecordSection,
} from '../../../ui';
import { CustomerSalesOrders } from '../components/CustomerSalesOrders';
import { CustomerEditor } from '../components/CustomerEditor';
import { useCustomer } from '../use-customers';

const attributeColumn = createColumnHelper<TCustomerAttribute>();
const attributeColumns = [
  attributeColumn.accessor('attribute', { header: 'Attribute' }),
  attributeColumn.accessor('value', { header: 'Value' }),
];
const dayColumn = createColumnHelper<TCustomerMinimumDay>();
const dayColumns = [
  dayColumn.accessor('warehouse', { header: 'Warehouse' }),
  dayColumn.accessor('minimum_days', { header: 'Minimum Days', meta: { align: 'right' } }),
];
const accountColumn = createColumnHelper<TCustomerCourierAccount>();
const accountColumns = [
  accountColumn.accessor('courier', { header: 'Courier' }),
  accountColumn.accessor('account_number', { header: 'Account Number' }),
  accountColumn.accessor('service', { header: 'Service' }),
];

/** /cus/{customer_code}: the customer, its attributes, minimum days and courier accounts. */
export default function CustomerDetailScreen() {
  const { customerCode = '' } = useParams();
  const back = backFrom(useLocation().state, '/cus');
  const context = useWorkContext();
  const customer = useCustomer(customerCode);
  const { permissions } = useNavContext();
  const mayUpdate = can(permissions, 'admin', 'update');
  const maySeeOrders = can(permissions, 'so', 'view');
  const editor = useEditor<TCustomerDetail>();
  if (!context) return null;
  if (!customerCode) return <Navigate to="/cus" replace />;

  return (
    <DetailPage
      back={back}
      backLabel="Customers"
      query={customer}
      loadingLabel="Loading the customer"
      failedTitle={CUSTOMER_MESSAGES.loadFailed}
      failedDetail={errorText(customer.error)}
    >
      {(c) => (
        <>
          <RecordHeader title={c.customer_code} name={c.customer_name} inactive={!c.active}>
            {mayUpdate && <Button onClick={() => editor.edit(c)}>Edit customer</Button>}
          </RecordHeader>
          <CustomerEditor editor={editor} onSaved={() => customer.refetch()} />
          <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4">
            <Fact label="Address">
              {[c.delivery_address_1, c.delivery_address_2].filter(Boolean).join(', ')}
            </Fact>
            <Fact label="Suburb">{c.delivery_suburb}</Fact>
            <Fact label="State">
              {[c.delivery_state, c.delivery_postcode].filter(Boolean).join(' ')}
            </Fact>
            <Fact label="Country">{c.delivery_country}</Fact>
          </dl>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <RecordSection title="Attributes">
              <DataTable
                label="Attributes"
                columns={attributeColumns}
                data={c.attributes}
                emptyMessage="No attributes"
                getRowId={(r) => r.attribute}
                countNoun={['attribute', 'attributes']}
              />
            </RecordSection>
            <RecordSection title="Minimum days">
              <DataTable
                label="Minimum days"
                columns={dayColumns}
                data={c.minimum_days}
                emptyMessage="No minimum days"
                getRowId={(r) => r.warehouse}
                countNoun={['warehouse', 'warehouses']}
              />
            </RecordSection>
          </div>
          <RecordSection title="Courier accounts">
            <DataTable
              label="Courier accounts"
              columns={accountColumns}
              data={c.courier_accounts}
              emptyMessage="No courier accounts"
              getRowId={(r) => r.courier}
              countNoun={['account', 'accounts']}
            />
          </RecordSection>
          {maySeeOrders && (
            <RecordSection title="Latest sales orders">
              <CustomerSalesOrders siteId={context.site_id} customerCode={c.customer_code} />
            </RecordSection>
          )}
        </>
      )}
    </DetailPage>
  );
}
