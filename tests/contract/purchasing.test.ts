import { describe, expect, it } from 'vitest';
import {
  DELIVERY_DOCKET_MESSAGES,
  PURCHASE_ORDER_MESSAGES,
  ZPoList,
  deriveDocketErp,
  derivePurchaseOrder,
  derivePurchaseOrderErpStatus,
  derivePurchaseOrderStatus,
  docketLineStatus,
  docketPath,
  docketRowVariant,
  docketSearchProblem,
  erpStatusVariant,
  poLineStatus,
  poRowVariant,
  poSearchProblem,
  poStatusLabel,
  poStatusVariant,
  purchaseOrderPath,
} from '../../src/contract';

describe('purchase order status (document 2 section 4)', () => {
  it('is Open by default and PUT_AWAY once any docket has status RECEIVED', () => {
    expect(derivePurchaseOrderStatus([])).toBe('Open');
    expect(derivePurchaseOrderStatus([{ docket_status: 'CHECKED' }, { docket_status: '' }])).toBe(
      'Open',
    );
    expect(
      derivePurchaseOrderStatus([{ docket_status: 'CHECKED' }, { docket_status: 'received' }]),
    ).toBe('PUT_AWAY');
  });

  it('ERP status: ERROR when a docket’s erp_id is ERROR, else its own, Pending Receipt when missing', () => {
    expect(derivePurchaseOrderErpStatus('Open', [{ erp_id: 'PR1' }, { erp_id: 'ERROR' }])).toBe(
      'ERROR',
    );
    expect(derivePurchaseOrderErpStatus('Open', [{ erp_id: 'LOCKED' }])).toBe('Open');
    expect(derivePurchaseOrderErpStatus('', [])).toBe('Pending Receipt');
    expect(derivePurchaseOrderErpStatus(null, [{ erp_id: '' }])).toBe('Pending Receipt');
  });

  it('each docket: erp_id LOCKED gives LOCKED; missing ERP status Pending Receipt; no erp_id Unprocessed', () => {
    expect(deriveDocketErp({ erp_id: 'LOCKED', erp_status: 'Queued' })).toEqual({
      erp_status: 'LOCKED',
      erp_label: 'LOCKED',
    });
    expect(deriveDocketErp({ erp_id: '', erp_status: '' })).toEqual({
      erp_status: 'Pending Receipt',
      erp_label: 'Unprocessed',
    });
    expect(deriveDocketErp({ erp_id: 'PR9', erp_status: 'Processed' })).toEqual({
      erp_status: 'Processed',
      erp_label: 'PR9',
    });
    const all = derivePurchaseOrder({
      erp_status: 'Open',
      delivery_dockets: [
        { docket_status: 'RECEIVED', erp_id: '', erp_status: '' },
        { docket_status: 'CHECKED', erp_id: 'ERROR', erp_status: 'Error' },
      ],
    });
    expect(all.status).toBe('PUT_AWAY');
    expect(all.erp_status).toBe('ERROR');
    expect(all.delivery_dockets.map((d) => d.erp_label)).toEqual(['Unprocessed', 'ERROR']);
  });

  it('PO line: above ordered Part Received, equal Complete, between zero and ordered Short', () => {
    const line = (quantity_ordered: number, quantity_received: number) =>
      poLineStatus({ quantity_ordered, quantity_received });
    expect(line(10, 11)).toBe('Part Received');
    expect(line(10, 10)).toBe('Complete');
    expect(line(10, 0.5)).toBe('Short');
    expect(line(10, 0)).toBe('');
  });

  it('list colours: NEW light, OPEN warning, RECEIVED success, PART RECEIVED warning, ERROR danger, COMPLETE success; held secondary', () => {
    expect(poStatusVariant('new')).toBe('light');
    expect(poStatusVariant('Open')).toBe('warning');
    expect(poStatusVariant('RECEIVED')).toBe('success');
    expect(poStatusVariant('part_received')).toBe('warning');
    expect(poStatusVariant('Part Received')).toBe('warning');
    expect(poStatusVariant('ERROR')).toBe('danger');
    expect(poStatusVariant('complete')).toBe('success');
    expect(poStatusVariant('in_progress')).toBe('light');
    expect(poRowVariant({ hold: true, wms_status: 'ERROR' })).toBe('secondary');
    expect(poRowVariant({ hold: false, wms_status: 'ERROR' })).toBe('danger');
    expect(poStatusLabel('in_progress')).toBe('IN PROGRESS');
    // The ERP Status column uses the shared ERP colour map.
    expect(erpStatusVariant('LOCKED')).toBe('warning');
    expect(erpStatusVariant('Pending Receipt')).toBe('warning');
  });

  it('search needs a term for SEARCH, INVENTORY, CUSTOMER and SUPPLIER; dates and a warehouse for DATE_RANGE; a warehouse for HOLD', () => {
    for (const search_type of ['SEARCH', 'INVENTORY', 'CUSTOMER', 'SUPPLIER'])
      expect(poSearchProblem({ search_type, warehouse: 'DC1' })?.message).toBe(
        PURCHASE_ORDER_MESSAGES.enterSearchTerm,
      );
    expect(poSearchProblem({ search_type: 'SEARCH', search_term: 'PO' })).toBeNull();
    expect(poSearchProblem({ search_type: 'DATE_RANGE', warehouse: 'DC1' })?.message).toBe(
      PURCHASE_ORDER_MESSAGES.selectDateRange,
    );
    expect(
      poSearchProblem({
        search_type: 'DATE_RANGE',
        from_date: '2030-01-01',
        to_date: '2030-01-02',
        warehouse: 'ALL',
      })?.path,
    ).toBe('warehouse');
    expect(poSearchProblem({ search_type: 'HOLD', warehouse: '' })?.message).toBe(
      PURCHASE_ORDER_MESSAGES.selectWarehouse,
    );
    expect(poSearchProblem({ search_type: 'HOLD', warehouse: 'DC1' })).toBeNull();
    // A type outside the list is refused by the call's schema, with the same message.
    const unknown = ZPoList.safeParse({ search_type: 'X' });
    expect(unknown.error?.issues[0]?.message).toBe(PURCHASE_ORDER_MESSAGES.selectSearchType);
  });

  it('paths', () => {
    expect(purchaseOrderPath('PO 1/2')).toBe('/po/PO%201%2F2');
    expect(docketPath('DN-448213')).toBe('/dd/DN-448213');
  });
});

describe('delivery dockets (document 1 section 4)', () => {
  it('lines are Complete when carton_qty equals ordered, Part Received when above 0', () => {
    expect(docketLineStatus({ carton_qty: 5, quantity_ordered: 5 })).toBe('Complete');
    expect(docketLineStatus({ carton_qty: 2, quantity_ordered: 5 })).toBe('Part Received');
    expect(docketLineStatus({ carton_qty: 7, quantity_ordered: 5 })).toBe('Part Received');
    expect(docketLineStatus({ carton_qty: 0, quantity_ordered: 5 })).toBe('');
  });

  it('rows: Received success, Part Received warning, held secondary', () => {
    expect(docketRowVariant({ wms_status: 'Received' })).toBe('success');
    expect(docketRowVariant({ wms_status: 'Part Received' })).toBe('warning');
    expect(docketRowVariant({ wms_status: 'Complete' })).toBeUndefined();
    expect(docketRowVariant({ wms_status: 'Received', hold: true })).toBe('secondary');
  });

  it('search needs a term except DATE_RANGE, which needs two dates', () => {
    for (const search_type of ['SEARCH', 'INVENTORY', 'CUSTOMER', 'PURCHASE_ORDER', 'SUPPLIER'])
      expect(docketSearchProblem({ search_type })?.message).toBe(
        DELIVERY_DOCKET_MESSAGES.enterSearchTerm,
      );
    expect(docketSearchProblem({ search_type: 'DATE_RANGE', to_date: '2030-01-01' })?.message).toBe(
      DELIVERY_DOCKET_MESSAGES.selectDateRange,
    );
    expect(
      docketSearchProblem({
        search_type: 'DATE_RANGE',
        from_date: '2030-01-01',
        to_date: '2030-01-01',
      }),
    ).toBeNull();
    expect(DELIVERY_DOCKET_MESSAGES.retried).toBe(
      'The Delivery Docket has been flagged for update, this should occur in the next few minutes',
    );
  });
});
