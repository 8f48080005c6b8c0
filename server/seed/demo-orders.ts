/**
 * Demo orders: customers, suppliers, delivery runs, and sales and purchase orders around the
 * seed day, so committed (open sales order lines) and incoming (open purchase order lines)
 * quantities mean something. The orders issue extends these.
 *
 * FIXED ANCHORS (see demo-stock.ts): SO-100001 (new) and SO-100002 (in_progress) commit 124 EA
 * of PAS-500-SPAG in DC1; PO-200001 brings 1560 EA of it (line 1: 60 CTN of 20, none received;
 * line 2: 600 EA, 240 received). No other open order line names PAS-500-SPAG or SAL-ATL-FIL-1KG.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../db/sql';
import type { Db } from '../db/types';
import { bulkInsert } from './bulk';
import { seedClock } from './clock';
import { ANCHOR_SXD_ITEM, ANCHOR_TAS_ITEM, type StockedItem } from './demo-stock';
import { rng } from './prng';

const DAY = 86_400_000;

/** [code, name, address, suburb, postcode, state] */
type Party = [string, string, string, string, string, string];

export const DEMO_CUSTOMERS: Record<string, Party[]> = {
  SXD: [
    ['LYGON01', 'Lygon Street Trattoria', '212 Lygon Street', 'Carlton', '3053', 'VIC'],
    ['BRUIGA', 'Brunswick IGA', '401 Sydney Road', 'Brunswick', '3056', 'VIC'],
    ['FOOTSM', 'Footscray Fresh Market', '88 Hopkins Street', 'Footscray', '3011', 'VIC'],
    ['STKCAF', 'St Kilda Pier Café', '1 Pier Road', 'St Kilda', '3182', 'VIC'],
    ['RICHGR', 'Richmond Corner Grocer', '315 Swan Street', 'Richmond', '3121', 'VIC'],
    ['BOXHLM', 'Box Hill Asian Supermarket', '17 Market Street', 'Box Hill', '3128', 'VIC'],
    ['CAMBIS', 'Camberwell Bistro', '702 Burke Road', 'Camberwell', '3124', 'VIC'],
    ['DANPIZ', 'Dandenong Wood Fired Pizza', '45 Lonsdale Street', 'Dandenong', '3175', 'VIC'],
    ['FRANKF', 'Frankston Foodworks', '12 Wells Street', 'Frankston', '3199', 'VIC'],
    ['GEELWF', 'Geelong Waterfront Kitchen', '10 Eastern Beach Road', 'Geelong', '3220', 'VIC'],
    ['BALLAR', 'Ballarat Providore', '55 Sturt Street', 'Ballarat Central', '3350', 'VIC'],
    ['BENDIG', 'Bendigo Pantry Co-op', '120 Mitchell Street', 'Bendigo', '3550', 'VIC'],
    ['SHEPPI', 'Shepparton Fresh IGA', '230 Wyndham Street', 'Shepparton', '3630', 'VIC'],
    ['WARRNB', 'Warrnambool Seaside Deli', '77 Liebig Street', 'Warrnambool', '3280', 'VIC'],
    ['TRARAL', 'Traralgon Family Grocer', '36 Franklin Street', 'Traralgon', '3844', 'VIC'],
    [
      'MORNPE',
      'Mornington Peninsula Cellar Door',
      '1420 Point Nepean Road',
      'Rosebud',
      '3939',
      'VIC',
    ],
    ['COBURG', 'Coburg Halal Butchery & Grocery', '492 Sydney Road', 'Coburg', '3058', 'VIC'],
    ['SUNSHN', 'Sunshine Pho House', '8 Hampshire Road', 'Sunshine', '3020', 'VIC'],
    ['PRAHMK', 'Prahran Market Deli', '163 Commercial Road', 'South Yarra', '3141', 'VIC'],
    ['MELBUN', 'University Union Catering', '1 Grattan Street', 'Parkville', '3052', 'VIC'],
    [
      'ROYALH',
      'Royal Melbourne Hospital Kitchen',
      '300 Grattan Street',
      'Parkville',
      '3050',
      'VIC',
    ],
    ['DOCKLD', 'Docklands Convenience', '800 Collins Street', 'Docklands', '3008', 'VIC'],
    [
      'CHADST',
      'Chadstone Food Court Supplies',
      '1341 Dandenong Road',
      'Malvern East',
      '3145',
      'VIC',
    ],
    ['WERRIB', 'Werribee Fresh Foods', '19 Watton Street', 'Werribee', '3030', 'VIC'],
    ['HAWTHN', 'Hawthorn Grammar Canteen', '1 Charles Street', 'Hawthorn', '3122', 'VIC'],
    ['NORTHC', 'Northcote Social Club Kitchen', '301 High Street', 'Northcote', '3070', 'VIC'],
    ['ELTHAM', 'Eltham Village Foodstore', '920 Main Road', 'Eltham', '3095', 'VIC'],
    ['GLENWV', 'Glen Waverley Noodle Bar', '62 Kingsway', 'Glen Waverley', '3150', 'VIC'],
    ['ALBURY', 'Albury Wodonga Wholesale', '540 Dean Street', 'Albury', '2640', 'NSW'],
    ['MILDUR', 'Mildura Riverfront Grocer', '8 Langtree Avenue', 'Mildura', '3500', 'VIC'],
  ],
  TAS: [
    ['SALAMA', 'Salamanca Seafood Grill', '89 Salamanca Place', 'Battery Point', '7004', 'TAS'],
    ['MONAKT', 'MONA Wine Bar Kitchen', '655 Main Road', 'Berriedale', '7011', 'TAS'],
    ['SANDBY', 'Sandy Bay Fish Co.', '190 Sandy Bay Road', 'Sandy Bay', '7005', 'TAS'],
    ['KINGST', 'Kingston Beach Takeaway', '2 Osborne Esplanade', 'Kingston Beach', '7050', 'TAS'],
    ['NHOBIG', 'North Hobart IGA', '372 Elizabeth Street', 'North Hobart', '7000', 'TAS'],
    ['RICHMT', 'Richmond Arms Hotel', '42 Bridge Street', 'Richmond', '7025', 'TAS'],
    ['CYGNET', 'Cygnet Bay Providore', '14 Mary Street', 'Cygnet', '7112', 'TAS'],
    ['BICHEN', 'Bicheno Lobster Shack', '40 Tasman Highway', 'Bicheno', '7215', 'TAS'],
    ['SWANSE', 'Swansea Bark Mill Tavern', '96 Tasman Highway', 'Swansea', '7190', 'TAS'],
    [
      'LAUNSF',
      'Launceston Seaport Restaurant',
      '28 Seaport Boulevard',
      'Launceston',
      '7250',
      'TAS',
    ],
    ['DEVONP', 'Devonport Mersey Bluff Café', '41 Bluff Road', 'Devonport', '7310', 'TAS'],
    ['BURNIE', 'Burnie Wharf Fish Market', '2 North Terrace', 'Burnie', '7320', 'TAS'],
    ['STANLY', 'Stanley Hotel Bistro', '19 Church Street', 'Stanley', '7331', 'TAS'],
    ['STRAHN', 'Strahan Village Kitchen', '42 The Esplanade', 'Strahan', '7468', 'TAS'],
    ['MELBFM', 'Queen Victoria Market Seafood', '513 Elizabeth Street', 'Melbourne', '3000', 'VIC'],
    ['SYDFMK', 'Pyrmont Fish Market Traders', 'Bank Street', 'Pyrmont', '2009', 'NSW'],
    ['HUONVL', 'Huonville Fresh', '25 Main Street', 'Huonville', '7109', 'TAS'],
    ['NEWNHM', 'New Norfolk Bush Inn', '49 Montagu Street', 'New Norfolk', '7140', 'TAS'],
  ],
};

export const DEMO_SUPPLIERS: Record<string, Party[]> = {
  SXD: [
    ['DURGLD', 'Durum Gold Pastificio Imports', '', 'Port Melbourne', '3207', 'VIC'],
    ['BELLIS', 'Bellissima Foods Australia', '', 'Thomastown', '3074', 'VIC'],
    ['HARVLN', 'Harvest Lane Canning Co.', '', 'Shepparton', '3630', 'VIC'],
    ['YARRAS', 'Yarra Springs Beverages', '', 'Healesville', '3777', 'VIC'],
    ['SPARKL', 'Sparkle Pro Chemicals', '', 'Campbellfield', '3061', 'VIC'],
    ['GIPPSD', 'Gippsland Dairy Co-operative', '', 'Leongatha', '3953', 'VIC'],
    ['ARCTIC', 'Arctic Gold Frozen Foods', '', 'Laverton North', '3026', 'VIC'],
    ['RIVERF', 'Riverina Farms Produce', '', 'Griffith', '2680', 'NSW'],
    ['NONNAR', 'Nonna Rosa Sauces', '', 'Brunswick East', '3057', 'VIC'],
    ['WESTPL', 'Western Plains Dairy', '', 'Warrnambool', '3280', 'VIC'],
  ],
  TAS: [
    ['HUONAQ', 'Huon Valley Aquaculture', '', 'Dover', '7117', 'TAS'],
    ['MACQHB', 'Macquarie Harbour Salmon', '', 'Strahan', '7468', 'TAS'],
    ['BRUNYO', 'Bruny Island Oyster Farm', '', 'Great Bay', '7150', 'TAS'],
    ['SPRBAY', 'Spring Bay Mussels', '', 'Triabunna', '7190', 'TAS'],
    ['GULFGD', 'Gulf Gold Prawn Traders', '', 'Port Lincoln', '5606', 'SA'],
    ['STHOCN', 'Southern Ocean Line Fishers', '', 'Margate', '7054', 'TAS'],
    ['PACKFR', 'PackFresh Packaging', '', 'Derwent Park', '7009', 'TAS'],
  ],
};

/** The delivery runs of every warehouse: [run, name suffix, index of its run set]. */
const RUNS: [string, string, number][] = [
  ['NORTH', 'North', 0],
  ['EAST', 'East', 0],
  ['WEST', 'West', 0],
  ['COUNTRY', 'Country', 1],
];

const SHORT_REASONS = ['Out of stock', 'Damaged at pick face', 'Short dated', 'Customer cancelled'];
const DELIVERY_NOTES = [
  'Deliver via rear lane, ring bell',
  'Before 7am please',
  'Call on arrival',
  'Cold chain: straight to coolroom',
  '',
  '',
  '',
];

export type OrdersOptions = {
  now: Date;
  scale: number;
  seed: number;
  stocked: StockedItem[];
  /** Run sets per "SITE/WAREHOUSE", first the morning set. */
  runSets: Map<string, string[]>;
};

type SoHeader = {
  site_id: string;
  sales_order: string;
  warehouse: string;
  customer_code: string;
  customer_order: string;
  run: string;
  required_date: string;
  wms_status: string;
  erp_status: string;
  erp_id: string;
  delivery_instructions: string;
  delivery_address_1: string;
  delivery_suburb: string;
  delivery_state: string;
  delivery_postcode: string;
  delivery_country: string;
  hold: boolean;
  review_reason: string;
  erp_action: string;
  connote: string;
};
type SoLine = {
  sales_order: string;
  site_id: string;
  line_no: number;
  inventory_code: string;
  description: string;
  stocking_factor_unit: string;
  pack_size: number;
  quantity_ordered: number;
  quantity_supplied: number;
  short_supply_reason: string;
};
type PoHeader = {
  site_id: string;
  purchase_order: string;
  warehouse: string;
  supplier_code: string;
  expected_date: string;
  wms_status: string;
  erp_status: string;
  erp_id: string;
};
type PoLine = {
  purchase_order: string;
  site_id: string;
  purchase_order_line: number;
  inventory_code: string;
  description: string;
  supplier_catalogue: string;
  unit_of_measure: string;
  pack_size: number;
  unit_price: number;
  quantity_ordered: number;
  quantity_received: number;
};

export type OrdersSummary = { salesOrders: number; purchaseOrders: number };

export async function seedOrders(db: Db, options: OrdersOptions): Promise<OrdersSummary> {
  const random = rng(options.seed);
  const clock = seedClock(options.now);
  // Required and expected dates are the sites' local dates around the seed day.
  const day = (offset: number) => clock.date(clock.now + offset * DAY);
  const sites = Object.keys(DEMO_CUSTOMERS);

  await bulkInsert(
    db,
    'wms.customers',
    [
      ['site_id', 'text'],
      ['customer_code', 'text'],
      ['customer_name', 'text'],
      ['delivery_address_1', 'text'],
      ['delivery_suburb', 'text'],
      ['delivery_postcode', 'text'],
      ['delivery_state', 'text'],
      ['delivery_country', 'text'],
    ],
    sites.flatMap((site) =>
      DEMO_CUSTOMERS[site]!.map(([code, name, address, suburb, postcode, state]) => ({
        site_id: site,
        customer_code: code,
        customer_name: name,
        delivery_address_1: address,
        delivery_suburb: suburb,
        delivery_postcode: postcode,
        delivery_state: state,
        delivery_country: 'Australia',
      })),
    ),
  );
  await bulkInsert(
    db,
    'wms.suppliers',
    [
      ['site_id', 'text'],
      ['supplier_code', 'text'],
      ['supplier_name', 'text'],
      ['suburb', 'text'],
      ['state', 'text'],
    ],
    sites.flatMap((site) =>
      DEMO_SUPPLIERS[site]!.map(([code, name, , suburb, , state]) => ({
        site_id: site,
        supplier_code: code,
        supplier_name: name,
        suburb,
        state,
      })),
    ),
  );
  const runRows: Record<string, unknown>[] = [];
  for (const [key, sets] of options.runSets) {
    const [site, warehouse] = key.split('/') as [string, string];
    for (const [run, name, set] of RUNS) {
      runRows.push({
        site_id: site,
        run,
        run_name: `${warehouse} ${name}${run === 'COUNTRY' ? (site === 'TAS' ? ' Tasmania' : ' Victoria') : ' Metro'}`,
        warehouse,
        runset_id: sets[Math.min(set, sets.length - 1)] ?? null,
        delivery_pickup: 'Delivery',
      });
    }
  }
  await bulkInsert(
    db,
    'wms.runs',
    [
      ['site_id', 'text'],
      ['run', 'text'],
      ['run_name', 'text'],
      ['warehouse', 'text'],
      ['runset_id', 'text'],
      ['delivery_pickup', 'text'],
    ],
    runRows,
  );

  // Open lines never name the anchors: their committed and incoming stay as documented.
  const anchors = new Set([ANCHOR_SXD_ITEM, ANCHOR_TAS_ITEM]);
  const byWarehouse = new Map<string, StockedItem[]>();
  for (const s of options.stocked) {
    if (anchors.has(s.inventory_code)) continue;
    const key = `${s.site_id}/${s.warehouse}`;
    byWarehouse.set(key, [...(byWarehouse.get(key) ?? []), s]);
  }
  const warehouses = [...byWarehouse.keys()];
  const soHeaders: SoHeader[] = [];
  const soLines: SoLine[] = [];
  const poHeaders: PoHeader[] = [];
  const poLines: PoLine[] = [];
  const soNumber: Record<string, number> = { SXD: 100000, TAS: 500000 };
  const poNumber: Record<string, number> = { SXD: 200000, TAS: 300000 };

  const customerOf = (site: string, code: string) =>
    DEMO_CUSTOMERS[site]!.find((c) => c[0] === code)!;
  const addSo = (
    site: string,
    warehouse: string,
    customer: Party,
    offset: number,
    status: string,
    run: string,
  ): string => {
    const sales_order = `SO-${++soNumber[site]!}`;
    soHeaders.push({
      site_id: site,
      sales_order,
      warehouse,
      customer_code: customer[0],
      customer_order:
        random.next() < 0.7 ? `${random.pick(['PO', 'ORD', ''])}${random.int(1000, 99999)}` : '',
      run,
      required_date: day(offset),
      wms_status: status,
      erp_status: status === 'complete' ? 'Billed' : 'Pending Fulfilment',
      erp_id: status === 'complete' ? `SO${random.int(400000, 499999)}` : '',
      delivery_instructions: random.pick(DELIVERY_NOTES),
      delivery_address_1: customer[2],
      delivery_suburb: customer[3],
      delivery_state: customer[5],
      delivery_postcode: customer[4],
      delivery_country: 'Australia',
      hold: false,
      review_reason: '',
      erp_action: '',
      connote: '',
    });
    return sales_order;
  };
  const addPo = (
    site: string,
    warehouse: string,
    supplier: string,
    offset: number,
    status: string,
  ): string => {
    const purchase_order = `PO-${++poNumber[site]!}`;
    poHeaders.push({
      site_id: site,
      purchase_order,
      warehouse,
      supplier_code: supplier,
      expected_date: day(offset),
      wms_status: status,
      erp_status:
        status === 'complete'
          ? 'Fully Received'
          : status === 'in_progress'
            ? 'Partially Received'
            : 'Pending Receipt',
      erp_id: `PO${random.int(500000, 599999)}`,
    });
    return purchase_order;
  };

  // The anchors first, so their numbers are fixed.
  const spag = options.stocked.find((s) => s.inventory_code === ANCHOR_SXD_ITEM);
  if (spag) {
    const so1 = addSo('SXD', 'DC1', customerOf('SXD', 'LYGON01'), 1, 'new', 'NORTH');
    soLines.push({
      sales_order: so1,
      site_id: 'SXD',
      line_no: 1,
      inventory_code: spag.inventory_code,
      description: spag.description,
      stocking_factor_unit: 'CTN',
      pack_size: 20,
      quantity_ordered: 5,
      quantity_supplied: 0,
      short_supply_reason: '',
    });
    const so2 = addSo('SXD', 'DC1', customerOf('SXD', 'BRUIGA'), 0, 'in_progress', 'NORTH');
    soLines.push({
      sales_order: so2,
      site_id: 'SXD',
      line_no: 1,
      inventory_code: spag.inventory_code,
      description: spag.description,
      stocking_factor_unit: 'EA',
      pack_size: 1,
      quantity_ordered: 48,
      quantity_supplied: 24,
      short_supply_reason: '',
    });
    const po = addPo('SXD', 'DC1', 'DURGLD', 3, 'in_progress');
    poLines.push(
      {
        purchase_order: po,
        site_id: 'SXD',
        purchase_order_line: 1,
        inventory_code: spag.inventory_code,
        description: spag.description,
        supplier_catalogue: 'DG-SP5-500',
        unit_of_measure: 'CTN',
        pack_size: 20,
        unit_price: 21.6,
        quantity_ordered: 60,
        quantity_received: 0,
      },
      {
        purchase_order: po,
        site_id: 'SXD',
        purchase_order_line: 2,
        inventory_code: spag.inventory_code,
        description: spag.description,
        supplier_catalogue: 'DG-SP5-500',
        unit_of_measure: 'EA',
        pack_size: 1,
        unit_price: 1.08,
        quantity_ordered: 600,
        quantity_received: 240,
      },
    );
  }

  const qtyOf = (item: StockedItem, cartons: boolean): [string, number, number] => {
    if (item.unit === 'KG') return ['KG', 1, Math.round((2 + random.next() * 25) * 10) / 10];
    if (cartons && item.perCarton > 1) return ['CTN', item.perCarton, random.int(1, 12)];
    return ['EA', 1, random.int(1, Math.max(2, item.perCarton))];
  };
  const salesPerWarehouse = 24 * options.scale;
  for (const key of warehouses) {
    const [site, warehouse] = key.split('/') as [string, string];
    const items = byWarehouse.get(key)!;
    const customers = DEMO_CUSTOMERS[site]!;
    for (let i = 0; i < salesPerWarehouse; i++) {
      const offset = random.int(-12, 7);
      const status = offset < 0 ? 'complete' : offset === 0 ? 'in_progress' : 'new';
      const so = addSo(
        site,
        warehouse,
        random.pick(customers),
        offset,
        status,
        random.pick(RUNS)[0],
      );
      const lines = random.int(2, 8);
      for (let line = 1; line <= lines; line++) {
        const item = random.pick(items);
        const [unit, pack, ordered] = qtyOf(item, random.next() < 0.6);
        const short = status === 'complete' && random.next() < 0.08;
        const supplied =
          status === 'complete'
            ? short
              ? Math.floor(ordered / 2)
              : ordered
            : status === 'in_progress' && random.next() < 0.5
              ? Math.floor(ordered / 2)
              : 0;
        soLines.push({
          sales_order: so,
          site_id: site,
          line_no: line,
          inventory_code: item.inventory_code,
          description: item.description,
          stocking_factor_unit: unit,
          pack_size: pack,
          quantity_ordered: ordered,
          quantity_supplied: supplied,
          short_supply_reason: short ? random.pick(SHORT_REASONS) : '',
        });
      }
    }
    const suppliers = DEMO_SUPPLIERS[site]!;
    for (let i = 0; i < 8 * options.scale; i++) {
      const offset = random.int(-10, 14);
      const status = offset < -3 ? 'complete' : offset <= 1 ? 'in_progress' : 'new';
      const po = addPo(site, warehouse, random.pick(suppliers)[0], offset, status);
      const lines = random.int(2, 6);
      for (let line = 1; line <= lines; line++) {
        const item = random.pick(items);
        const [unit, pack, ordered0] = qtyOf(item, true);
        const ordered = unit === 'CTN' ? ordered0 * 10 : ordered0;
        poLines.push({
          purchase_order: po,
          site_id: site,
          purchase_order_line: line,
          inventory_code: item.inventory_code,
          description: item.description,
          supplier_catalogue: `${item.inventory_code.split('-')[0]}-${random.int(1000, 9999)}`,
          unit_of_measure: unit,
          pack_size: pack,
          unit_price: Math.round((1 + random.next() * 60) * 100) / 100,
          quantity_ordered: ordered,
          quantity_received:
            status === 'complete'
              ? ordered
              : status === 'in_progress'
                ? Math.floor((ordered * random.int(0, 9)) / 10)
                : 0,
        });
      }
    }
  }

  decorateSalesOrders(soHeaders, soLines, rng(options.seed + 4242));

  const runIds = new Map(
    (
      await rows<{ site_id: string; warehouse: string; run: string; run_id: number }>(
        db,
        sql`SELECT site_id, warehouse, run, run_id FROM wms.runs`,
      )
    ).map((r) => [`${r.site_id}/${r.warehouse}/${r.run}`, r.run_id]),
  );
  await bulkInsert(
    db,
    'wms.sales_orders',
    [
      ['site_id', 'text'],
      ['sales_order', 'text'],
      ['warehouse', 'text'],
      ['customer_code', 'text'],
      ['customer_order', 'text'],
      ['run_id', 'integer'],
      ['required_date', 'date'],
      ['wms_status', 'text'],
      ['erp_status', 'text'],
      ['erp_id', 'text'],
      ['delivery_instructions', 'text'],
      ['delivery_address_1', 'text'],
      ['delivery_suburb', 'text'],
      ['delivery_state', 'text'],
      ['delivery_postcode', 'text'],
      ['delivery_country', 'text'],
      ['hold', 'boolean'],
      ['review_reason', 'text'],
      ['erp_action', 'text'],
      ['connote', 'text'],
    ],
    soHeaders.map(({ run, ...h }) => ({
      ...h,
      run_id: runIds.get(`${h.site_id}/${h.warehouse}/${run}`) ?? null,
    })),
  );
  await bulkInsert(
    db,
    'wms.purchase_orders',
    [
      ['site_id', 'text'],
      ['purchase_order', 'text'],
      ['warehouse', 'text'],
      ['supplier_code', 'text'],
      ['expected_date', 'date'],
      ['wms_status', 'text'],
      ['erp_status', 'text'],
      ['erp_id', 'text'],
    ],
    poHeaders,
  );
  const soIds = new Map(
    (
      await rows<{ site_id: string; sales_order: string; id: number }>(
        db,
        sql`SELECT site_id, sales_order, sales_order_id AS id FROM wms.sales_orders`,
      )
    ).map((r) => [`${r.site_id}/${r.sales_order}`, r.id]),
  );
  const poIds = new Map(
    (
      await rows<{ site_id: string; purchase_order: string; id: number }>(
        db,
        sql`SELECT site_id, purchase_order, purchase_order_id AS id FROM wms.purchase_orders`,
      )
    ).map((r) => [`${r.site_id}/${r.purchase_order}`, r.id]),
  );
  await bulkInsert(
    db,
    'wms.sales_order_lines',
    [
      ['site_id', 'text'],
      ['sales_order_id', 'integer'],
      ['line_no', 'integer'],
      ['inventory_code', 'text'],
      ['description', 'text'],
      ['stocking_factor_unit', 'text'],
      ['pack_size', 'numeric'],
      ['quantity_ordered', 'numeric'],
      ['quantity_supplied', 'numeric'],
      ['short_supply_reason', 'text'],
    ],
    soLines.map(({ sales_order, ...l }) => ({
      ...l,
      sales_order_id: soIds.get(`${l.site_id}/${sales_order}`),
    })),
  );
  await bulkInsert(
    db,
    'wms.purchase_order_lines',
    [
      ['site_id', 'text'],
      ['purchase_order_id', 'integer'],
      ['purchase_order_line', 'integer'],
      ['inventory_code', 'text'],
      ['description', 'text'],
      ['supplier_catalogue', 'text'],
      ['unit_of_measure', 'text'],
      ['pack_size', 'numeric'],
      ['unit_price', 'numeric'],
      ['quantity_ordered', 'numeric'],
      ['quantity_received', 'numeric'],
    ],
    poLines.map(({ purchase_order, ...l }) => ({
      ...l,
      purchase_order_id: poIds.get(`${l.site_id}/${purchase_order}`),
    })),
  );
  return { salesOrders: soHeaders.length, purchaseOrders: poHeaders.length };
}

const REVIEW_REASONS = ['Credit limit exceeded', 'Awaiting payment', 'Delivery address to confirm'];
const LATE_STAGES = ['picking', 'picking', 'picked', 'packed', 'in_progress'];

/**
 * The sales order statuses of document 2 section 4 on the generated orders (never on the
 * fixed anchors SO-100001 / SO-100002, whose committed quantities are documented): complete
 * orders of past days with connotes, some deleted; today's and tomorrow's in every
 * in-progress stage (picking, picked, packed with a connote); held orders with a review
 * reason; orders the ERP refused (ERP status ERROR) or that wait for an ERP action. A separate
 * random stream, so the rest of the demo data stays as it was.
 */
function decorateSalesOrders(
  headers: SoHeader[],
  lines: SoLine[],
  random: ReturnType<typeof rng>,
): void {
  const linesOf = new Map<string, SoLine[]>();
  for (const l of lines) {
    const key = `${l.site_id}/${l.sales_order}`;
    linesOf.set(key, [...(linesOf.get(key) ?? []), l]);
  }
  const connote = (h: SoHeader) =>
    `${h.site_id === 'TAS' ? 'TNT' : 'CP'}${String(random.int(10_000_000, 99_999_999))}`;
  for (const h of headers) {
    if (h.sales_order === 'SO-100001' || h.sales_order === 'SO-100002') continue;
    const own = linesOf.get(`${h.site_id}/${h.sales_order}`) ?? [];
    const roll = random.next();
    if (h.wms_status === 'complete') {
      if (roll < 0.08) {
        h.wms_status = 'deleted';
        h.erp_status = 'Cancelled';
      } else if (roll < 0.75) h.connote = connote(h);
    } else if (h.wms_status === 'in_progress' || (h.wms_status === 'new' && roll < 0.2)) {
      const stage = random.pick(LATE_STAGES);
      h.wms_status = stage;
      for (const l of own) {
        if (stage === 'picked' || stage === 'packed') l.quantity_supplied = l.quantity_ordered;
        else if (stage === 'picking' && l.quantity_supplied === 0 && random.next() < 0.5)
          l.quantity_supplied = Math.floor(l.quantity_ordered / 2);
      }
      if (stage === 'packed') h.connote = connote(h);
    } else if (h.wms_status === 'new' && roll < 0.32) {
      h.hold = true;
      h.review_reason = random.pick(REVIEW_REASONS);
    }
    // Some open orders need attention: refused by the ERP, or waiting for an ERP action.
    if (h.wms_status !== 'complete' && h.wms_status !== 'deleted') {
      const attention = random.next();
      if (attention < 0.07) {
        h.erp_status = 'ERROR';
        h.erp_action = 'UPDATE';
      } else if (attention < 0.1) h.erp_action = 'UPDATE';
    }
  }
}
