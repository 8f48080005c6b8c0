import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import {
  CUSTOMER_MESSAGES,
  can,
  type TCustomerAttribute,
  type TCustomerCourierAccount,
  type TCustomerDetail,
  type TCustomerMinimumDay,
} from '../../../contract';
import {
  Button,
  DataTable,
  ErrorState,
  Spinner,
  StatusBadge,
  errorText,
  useEditor,
  useNavContext,
  useWorkContext,
} from '../../../ui';
import { CustomerEditor } from '../components/CustomerEditor';
import { Fact, backFrom } from '../components/Fact';
import { useCustomer } from '../use-parties';

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
  const editor = useEditor<TCustomerDetail>();
  if (!context) return null;
  if (!customerCode) return <Navigate to="/cus" replace />;

  let body: ReactNode;
  if (customer.isPending) {
    body = <Spinner label="Loading the customer" />;
  } else if (customer.error || !customer.data) {
    body = (
      <ErrorState title={CUSTOMER_MESSAGES.loadFailed}>
        <p>{errorText(customer.error)}</p>
        <Button variant="secondary" onClick={() => void customer.refetch()}>
          Try again
        </Button>
      </ErrorState>
    );
  } else {
    const c = customer.data;
    body = (
      <>
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">
            {c.customer_code}
            <span className="ml-3 font-normal text-slate-700">{c.customer_name}</span>
            {!c.active && (
              <StatusBadge variant="secondary" className="ml-3">
                Inactive
              </StatusBadge>
            )}
          </h1>
          {mayUpdate && <Button onClick={() => editor.edit(c)}>Edit customer</Button>}
        </header>
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
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Attributes</h2>
            <DataTable
              label="Attributes"
              columns={attributeColumns}
              data={c.attributes}
              emptyMessage="No attributes"
              getRowId={(r) => r.attribute}
              countNoun={['attribute', 'attributes']}
            />
          </section>
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Minimum days</h2>
            <DataTable
              label="Minimum days"
              columns={dayColumns}
              data={c.minimum_days}
              emptyMessage="No minimum days"
              getRowId={(r) => r.warehouse}
              countNoun={['warehouse', 'warehouses']}
            />
          </section>
        </div>
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Courier accounts</h2>
          <DataTable
            label="Courier accounts"
            columns={accountColumns}
            data={c.courier_accounts}
            emptyMessage="No courier accounts"
            getRowId={(r) => r.courier}
            countNoun={['account', 'accounts']}
          />
        </section>
      </>
    );
  }

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <Link to={back} className="min-h-11 self-start py-2 text-brand-700 hover:underline">
        ← Customers
      </Link>
      {body}
    </main>
  );
}
