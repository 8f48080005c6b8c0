import { createColumnHelper } from '@tanstack/react-table';
import { useLocation, useNavigate } from 'react-router-dom';
import { SUPPLIER_MESSAGES, supplierPath, type TSupplierListRow } from '../../../contract';
import { useWorkContext, PartySearch } from '../../../ui';
import { useSupplierList } from '../use-suppliers';

const column = createColumnHelper<TSupplierListRow>();
const columns = [
  column.accessor('supplier_code', { header: 'Supplier Code' }),
  column.accessor('supplier_name', { header: 'Supplier Name' }),
  column.accessor('suburb', { header: 'Suburb' }),
  column.accessor('state', { header: 'State' }),
];

/** /sup: the supplier search list; selecting a supplier opens /sup/{supplier_code}. */
export default function SuppliersScreen() {
  const context = useWorkContext();
  const navigate = useNavigate();
  const here = useLocation();
  if (!context) return null;
  return (
    <PartySearch
      title="Suppliers"
      noun={['supplier', 'suppliers']}
      columns={columns}
      useList={useSupplierList}
      rowId={(r) => r.supplier_code}
      onOpen={(r) =>
        void navigate(supplierPath(r.supplier_code), {
          state: { from: here.pathname + here.search },
        })
      }
      searchFailed={SUPPLIER_MESSAGES.searchFailed}
    />
  );
}
