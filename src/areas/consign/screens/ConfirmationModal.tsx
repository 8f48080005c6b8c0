import { formatShipmentTotal, type TConsignment } from '../../../contract';
import { Button, Modal } from '../../../ui';

/** The consignments just booked (document 1 "Confirmed consignment": shipment_total). */
export function ConfirmationModal({
  booked,
  onClose,
}: {
  booked: TConsignment[] | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={booked !== null}
      onClose={onClose}
      title="Consignment confirmed"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <ul className="flex flex-col gap-3">
        {(booked ?? []).map((k) => (
          <li key={k.consignment_id} className="rounded border border-slate-200 p-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-slate-600">Connote</dt>
              <dd className="font-mono font-semibold">{k.connote}</dd>
              <dt className="text-slate-600">Carrier</dt>
              <dd>{k.carrier_and_service}</dd>
              <dt className="text-slate-600">Orders</dt>
              <dd>{k.sales_orders.join(', ')}</dd>
              <dt className="text-slate-600">Despatch date</dt>
              <dd>{k.despatch_date}</dd>
              <dt className="text-slate-600">Packages</dt>
              <dd>{k.packages}</dd>
              <dt className="text-slate-600">Shipment total</dt>
              <dd data-testid="shipment-total">${formatShipmentTotal(k.shipment_total)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
