import type { TLabelEntity } from '../../src/contract';
import { gs1CheckDigit, sscc18 } from '../../src/contract/sscc';
import { addressFields, dateFields, gtinFields, ssccFields } from './label-fields';

/**
 * Realistic records the label preview uses when the site has none of the entity yet: the
 * same fields the loaders answer (server/print/label-data/), so a label drawn from a sample
 * prints the same way from real data.
 */

const place = { site_id: 'SXD', site_name: 'Sydney DC', warehouse: 'DC1', warehouse_name: 'DC1' };
const address = addressFields({
  delivery_name: 'Harbourside Grocers',
  delivery_address_1: 'Shop 4, 120 Pyrmont Street',
  delivery_address_2: '',
  delivery_suburb: 'PYRMONT',
  delivery_state: 'NSW',
  delivery_postcode: '2009',
  delivery_country: 'Australia',
});
const sscc = sscc18(0, '9312345', 1234);
/** A GTIN of its digits and their GS1 check digit. */
const gtin = (body: string) => `${body}${gs1CheckDigit(body)}`;
const contents = [
  [
    'BEV-CLA-330',
    'Sparkling Mineral Water 330ml x 24',
    6,
    'CTN',
    'B24117',
    '2027-03-31',
    gtin('1931234500001'),
  ],
  ['PNT-RIC-1KG', 'Arborio Rice 1kg', 12, 'EA', 'L0922', '2027-09-30', gtin('931234500002')],
  ['DAI-UHT-1L', 'UHT Full Cream Milk 1L', 24, 'EA', 'U5531', '2026-12-15', gtin('931234500003')],
] as const;
const packLines = contents.map(([code, description, quantity, unit, batch, date, itemGtin], i) => ({
  line_no: i + 1,
  inventory_code: code,
  description,
  quantity,
  unit_of_measure: unit,
  batch,
  ...dateFields('date_code', date),
  ...gtinFields(itemGtin),
}));
const orderLines = contents.map(([code, description, quantity, unit], i) => ({
  line_no: i + 1,
  inventory_code: code,
  description,
  unit_of_measure: unit,
  quantity,
  quantity_supplied: 0,
}));
const pack = {
  ...place,
  container_id: 1,
  container_number: 'PK0001234',
  barcode: '00PK0001234',
  reference: 'SO-104233',
  label_type: 'CARTON',
  container_type: 'pack_contents',
  location: 'DOCK1',
  customer_code: 'HARBGROC',
  customer_name: 'Harbourside Grocers',
  sales_order: 'SO-104233',
  customer_order: 'PO-55817',
  ...address,
  edi_store_code: '',
  edi_department_code: '',
  instructions: 'Deliver to rear loading dock before 7am',
  package_type: 'CTN',
  contents_description: 'Mixed grocery carton',
  connote: 'TOL000123456',
  weight: 14.6,
  height: 300,
  width: 400,
  depth: 300,
  cube: 0.036,
  dangerous_goods: false,
  created_by: 'floor',
  ...ssccFields(sscc),
  carton_number: 2,
  carton_count: 3,
  carton_counter: '2 of 3',
  lines: packLines,
};

export const SAMPLE_LABEL_RECORDS: Record<
  TLabelEntity,
  { reference: string; description: string; data: Record<string, unknown> }
> = {
  location: {
    reference: 'A-01-02-B',
    description: 'Aisle A bay 01 level 2 position B',
    data: {
      ...place,
      location: 'A-01-02-B',
      location_name: 'Aisle A bay 01 level 2 position B',
      barcode: 'A-01-02-B',
      pick_area: 'AMB',
      pick_section: 'A',
      storage: 'AMBIENT',
      location_type: 4,
      aisle: 'A',
      bay: '01',
      level: '2',
      pick_sequence: 10102,
      label_type: 'LOCATION',
    },
  },
  container: {
    reference: pack.container_number,
    description: pack.contents_description,
    data: pack,
  },
  licence_plate: {
    reference: pack.container_number,
    description: pack.contents_description,
    data: pack,
  },
  run: {
    reference: pack.container_number,
    description: pack.contents_description,
    data: { ...pack, run: 'NORTH', run_name: 'North Metro', courier: 'OWN', courier_service: '' },
  },
  sales_order: {
    reference: 'SO-104233',
    description: 'Harbourside Grocers',
    data: {
      ...place,
      sales_order_id: 1,
      sales_order: 'SO-104233',
      customer_code: 'HARBGROC',
      customer_name: 'Harbourside Grocers',
      customer_order: 'PO-55817',
      wms_status: 'new',
      connote: 'TOL000123456',
      delivery_instructions: 'Deliver to rear loading dock before 7am',
      ...address,
      ...dateFields('required_date', '2026-11-25'),
      run: 'NORTH',
      run_name: 'North Metro',
      barcode: 'SO-104233',
      carton_count: 3,
      lines: orderLines,
    },
  },
  purchase_order: {
    reference: 'PO-20931',
    description: 'Pacific Beverage Co',
    data: {
      ...place,
      purchase_order_id: 1,
      purchase_order: 'PO-20931',
      supplier_code: 'PACBEV',
      supplier_name: 'Pacific Beverage Co',
      wms_status: 'new',
      delivery_instructions: '',
      ...dateFields('expected_date', '2026-11-27'),
      barcode: 'PO-20931',
      lines: orderLines.map((l) => ({ ...l, supplier_catalogue: '', quantity_received: 0 })),
    },
  },
  inventory: {
    reference: 'BEV-CLA-330',
    description: 'Sparkling Mineral Water 330ml x 24',
    data: {
      ...place,
      inventory_code: 'BEV-CLA-330',
      inventory_description: 'Sparkling Mineral Water 330ml x 24',
      unit_of_measure: 'CTN',
      storage: 'AMBIENT',
      tracking_type: 'BATCH',
      category: 'Beverages',
      ...gtinFields(gtin('1931234500001')),
      barcode: gtin('1931234500001'),
    },
  },
  customer: {
    reference: 'HARBGROC',
    description: 'Harbourside Grocers',
    data: {
      ...place,
      customer_code: 'HARBGROC',
      customer_name: 'Harbourside Grocers',
      ...address,
      barcode: 'HARBGROC',
    },
  },
};
