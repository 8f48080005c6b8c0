import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router-dom';
import { can, type TLeadDay } from '../../../contract';
import { Button, DataTable, useNavContext } from '../../../ui';
import { useLeadDays } from '../use-lead-days';

const DETAIL = '/delivery_lead_days/delivery_lead_day';

const column = createColumnHelper<TLeadDay>();
const columns = [
  column.accessor('from_state', { header: 'From State' }),
  column.accessor('to_state', { header: 'To State' }),
  column.accessor('lead_days', { header: 'Lead Days' }),
];

/**
 * /delivery_lead_days (State Delivery Lead Days): the whole days a delivery takes between two
 * states; a lead day opens /delivery_lead_days/delivery_lead_day.
 */
export default function LeadDaysScreen() {
  const list = useLeadDays();
  const navigate = useNavigate();
  const { permissions } = useNavContext();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">State Delivery Lead Days</h1>
      <DataTable
        label="State delivery lead days"
        columns={columns}
        data={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage="No lead days yet"
        countNoun={['lead day', 'lead days']}
        getRowId={(r) => String(r.lead_day_id)}
        onRowClick={(r) => navigate(`${DETAIL}?lead_day_id=${r.lead_day_id}`)}
        actions={
          can(permissions, 'admin', 'update') && (
            <Button onClick={() => navigate(DETAIL)}>Add lead day</Button>
          )
        }
      />
    </main>
  );
}
