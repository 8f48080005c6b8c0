import {
  ALL_PERMISSION,
  GLOBAL_SITE,
  MODULE_CODES,
  type TModule,
  type TPermissionFlags,
  type TRole,
} from '../../src/contract';

/** The fixed part of the demo: sites, warehouses, sets and users (scale adds generated rows). */

export const DEMO_PASSWORD = 'demo1234';

export type DemoSite = {
  site_id: string;
  site_name: string;
  local_zone: string;
  address_1?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
  contact_name?: string;
  contact_email?: string;
  gs1_company_prefix?: string;
  settings: {
    erp_interface: 'MYOB_EXO' | 'MYOB_ADVANCED' | 'NETSUITE' | null;
    erp_interface_url: string | null;
    delivery_app_used: boolean;
    fish_processing_used: boolean;
    navbar_variant?: string;
    allowed_full_users: number;
    allowed_view_users: number;
    allowed_delivery_users: number;
  };
  warehouses: {
    warehouse: string;
    warehouse_name: string;
    warehouse_address: string;
    run_sets: [string, string][];
    printer_sets: [string, string][];
    work_centres: [string, string][];
  }[];
};

export const DEMO_SITES: DemoSite[] = [
  {
    site_id: GLOBAL_SITE,
    site_name: 'WMS Global',
    local_zone: 'Australia/Sydney',
    settings: {
      erp_interface: null,
      erp_interface_url: null,
      delivery_app_used: false,
      fish_processing_used: false,
      allowed_full_users: 0,
      allowed_view_users: 0,
      allowed_delivery_users: 0,
    },
    warehouses: [],
  },
  {
    site_id: 'SXD',
    site_name: 'Southern Cross Distribution',
    local_zone: 'Australia/Melbourne',
    address_1: '41 Greens Road',
    suburb: 'Dandenong South',
    state: 'VIC',
    postcode: '3175',
    contact_name: 'Priya Raman',
    contact_email: 'ops@southerncross.example',
    gs1_company_prefix: '9312345',
    settings: {
      erp_interface: 'MYOB_EXO',
      erp_interface_url: 'http://erp-connector.southerncross.example:8081',
      delivery_app_used: true,
      fish_processing_used: false,
      allowed_full_users: 25,
      allowed_view_users: 10,
      allowed_delivery_users: 5,
    },
    warehouses: [
      {
        warehouse: 'DC1',
        warehouse_name: 'Dandenong DC',
        warehouse_address: '41 Greens Road, Dandenong South VIC 3175',
        run_sets: [
          ['DC1-AM', 'Morning Metro Runs'],
          ['DC1-PM', 'Afternoon Country Runs'],
        ],
        printer_sets: [
          ['DC1-DESP', 'Despatch Bench Zebras'],
          ['DC1-RECV', 'Receiving Dock Printers'],
        ],
        work_centres: [
          ['PACK1', 'Packing Line 1'],
          ['KIT1', 'Kitting Bench'],
        ],
      },
      {
        warehouse: 'DC2',
        warehouse_name: 'Laverton Cold Store',
        warehouse_address: '12 Fitzgerald Road, Laverton North VIC 3026',
        run_sets: [
          ['DC2-AM', 'Chilled Early Runs'],
          ['DC2-PM', 'Frozen Afternoon Runs'],
        ],
        printer_sets: [
          ['DC2-DESP', 'Cold Store Despatch Zebras'],
          ['DC2-RECV', 'Cold Store Receiving'],
        ],
        work_centres: [['BLAST', 'Blast Freezer Bay']],
      },
      {
        warehouse: 'RET',
        warehouse_name: 'Returns & Quarantine',
        warehouse_address: '41 Greens Road (Gate 3), Dandenong South VIC 3175',
        run_sets: [['RET-PU', 'Returns Pickups']],
        printer_sets: [['RET-LBL', 'Returns Label Printer']],
        work_centres: [['INSP', 'Inspection Table']],
      },
    ],
  },
  {
    site_id: 'TAS',
    site_name: 'Tasman Seafoods',
    local_zone: 'Australia/Hobart',
    address_1: '3 Evans Street',
    suburb: 'Hobart',
    state: 'TAS',
    postcode: '7000',
    contact_name: 'Liam O’Connor',
    contact_email: 'dispatch@tasmanseafoods.example',
    gs1_company_prefix: '9398765',
    settings: {
      erp_interface: 'NETSUITE',
      erp_interface_url: 'https://connector.tasmanseafoods.example',
      delivery_app_used: true,
      fish_processing_used: true,
      allowed_full_users: 15,
      allowed_view_users: 5,
      allowed_delivery_users: 8,
    },
    warehouses: [
      {
        warehouse: 'HBT',
        warehouse_name: 'Hobart Processing',
        warehouse_address: '3 Evans Street, Hobart TAS 7000',
        run_sets: [
          ['HBT-AM', 'Hobart Morning Deliveries'],
          ['HBT-AIR', 'Airport Freight'],
        ],
        printer_sets: [
          ['HBT-DESP', 'Processing Floor Zebras'],
          ['HBT-RECV', 'Wharf Receiving Printers'],
        ],
        work_centres: [
          ['FILLET', 'Filleting Line'],
          ['SMOKE', 'Smokehouse'],
        ],
      },
      {
        warehouse: 'LST',
        warehouse_name: 'Launceston Depot',
        warehouse_address: '88 Invermay Road, Launceston TAS 7248',
        run_sets: [['LST-NTH', 'North Coast Runs']],
        printer_sets: [['LST-DESP', 'Depot Despatch Zebras']],
        work_centres: [['PACK', 'Depot Packing']],
      },
      {
        // Lower-case name on purpose: warehouse lists sort case-insensitively.
        warehouse: 'DEV',
        warehouse_name: 'devonport Wharf Store',
        warehouse_address: 'Berth 2, Formby Road, Devonport TAS 7310',
        run_sets: [['DEV-FRY', 'Ferry Consolidation']],
        printer_sets: [['DEV-DESP', 'Wharf Shed Printer']],
        work_centres: [['ICE', 'Ice Packing Station']],
      },
    ],
  },
];

type Grants = Partial<Record<TModule, TPermissionFlags>>;

const every = (flags: TPermissionFlags): Grants =>
  Object.fromEntries(MODULE_CODES.map((m) => [m, flags])) as Grants;
const some = (modules: TModule[], flags: TPermissionFlags): Grants =>
  Object.fromEntries(modules.map((m) => [m, flags])) as Grants;

const VIEW: TPermissionFlags = { view: true, update: false, delete: false };
const VIEW_UPDATE: TPermissionFlags = { view: true, update: true, delete: false };

export type DemoUser = {
  user_id: string;
  display_name: string;
  email_address: string;
  role: TRole;
  license_type: string;
  /** Site -> the modules granted there; the provider's role needs none. */
  sites: Record<string, Grants>;
  current_site: string;
  current_warehouse?: string;
  about: string;
};

const SITES_EXCEPT_GLOBAL = ['SXD', 'TAS'];

export const DEMO_USERS: DemoUser[] = [
  {
    user_id: 'provider',
    display_name: 'Sam Whitfield',
    email_address: 'provider@wms.example',
    role: 'provider',
    license_type: 'Full User',
    sites: Object.fromEntries([GLOBAL_SITE, ...SITES_EXCEPT_GLOBAL].map((s) => [s, {}])),
    current_site: 'SXD',
    current_warehouse: 'DC1',
    about: "the provider's own role: every site and GLOBAL, may edit help",
  },
  {
    user_id: 'admin',
    display_name: 'Priya Raman',
    email_address: 'admin@wms.example',
    role: 'guest',
    license_type: 'Full User',
    sites: Object.fromEntries(SITES_EXCEPT_GLOBAL.map((s) => [s, every(ALL_PERMISSION)])),
    current_site: 'SXD',
    current_warehouse: 'DC1',
    about: 'site administrator: every permission on SXD and TAS',
  },
  {
    user_id: 'floor',
    display_name: 'Tom Kowalski',
    email_address: 'floor@wms.example',
    role: 'guest',
    license_type: 'Full User',
    sites: { SXD: some(['in', 'wh', 'mo', 'job', 'so'], VIEW_UPDATE) },
    current_site: 'SXD',
    current_warehouse: 'DC1',
    about: 'floor user: in, wh, mo, job, so view and update at SXD (moves, picks, packs, jobs)',
  },
  {
    user_id: 'viewer',
    display_name: 'Grace Nguyen',
    email_address: 'viewer@wms.example',
    role: 'guest',
    license_type: 'View User',
    sites: { SXD: every(VIEW) },
    current_site: 'SXD',
    about: 'view only, every module at SXD',
  },
  {
    user_id: 'partner',
    display_name: 'Liam O’Connor',
    email_address: 'partner@wms.example',
    role: 'partner',
    license_type: 'Full User',
    sites: { TAS: some(['so', 'po', 'in'], VIEW) },
    current_site: 'TAS',
    current_warehouse: 'HBT',
    about: 'partner: so, po, in view at TAS',
  },
  {
    user_id: 'driver',
    display_name: 'Ben Tran',
    email_address: 'driver@wms.example',
    role: 'guest',
    license_type: 'Delivery User',
    sites: { TAS: some(['so'], VIEW) },
    current_site: 'TAS',
    current_warehouse: 'HBT',
    about: 'delivery user: so view at TAS',
  },
  {
    user_id: 'helpdesk',
    display_name: 'Mei Lin Chen',
    email_address: 'helpdesk@wms.example',
    role: 'wms',
    license_type: 'Full User',
    sites: { SXD: every(VIEW) },
    current_site: 'SXD',
    about: 'wms role: view everything at SXD, may edit help',
  },
];

export const DEMO_HELP: { help_context: string; title: string; help_text: string }[] = [
  {
    help_context: 'context-sidebar',
    title: 'Your working context',
    help_text:
      '<p>Choose the <strong>site</strong>, <strong>warehouse</strong>, <strong>run set</strong> and ' +
      '<strong>printer set</strong> you are working with. Labels print on the printer set chosen here.</p>' +
      '<p>Choose <em>ALL</em> warehouses to see every warehouse of the site.</p>',
  },
  {
    help_context: 'dashboard',
    title: 'Dashboard',
    help_text:
      '<p>The dashboard shows picking and packing progress for the current warehouse.</p>' +
      '<ul><li>Pick attempts and cartons today</li><li>First and last pick times</li></ul>',
  },
  {
    help_context: 'login',
    title: 'Signing in',
    help_text:
      '<p>Sign in with your user name or email address. Ask your site administrator to reset a forgotten password.</p>',
  },
];

/** Extra, generated work centres per warehouse when scale > 1. */
export const WORK_CENTRE_WORDS = [
  'Packing',
  'Kitting',
  'Labelling',
  'Rework',
  'Wrapping',
  'Assembly',
  'Sorting',
];
export const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'Leo',
  'Isla',
  'Oliver',
  'Mia',
  'Henry',
  'Zara',
  'Arjun',
  'Hana',
  'Mateo',
];
export const LAST_NAMES = [
  'Smith',
  'Nguyen',
  'Williams',
  'Patel',
  'Brown',
  'Singh',
  'Taylor',
  'Wilson',
  'Papadopoulos',
  'Kelly',
  'Murphy',
  'Zhang',
];

/** Storage types every demo site has (document 3 "Storage"): [code, name, strict, tile colour]. */
export const DEMO_STORAGE: [string, string, boolean, string][] = [
  ['PAL', 'Pallet Racking', false, '#1E88E5'],
  ['SHF', 'Shelving', false, '#43A047'],
  ['BULK', 'Bulk Floor', false, '#8D6E63'],
  ['COLD', 'Chiller 2-4°C', true, '#00ACC1'],
  ['FRZ', 'Freezer -18°C', true, '#3949AB'],
  ['CAGE', 'Secure Cage', true, '#E53935'],
];

export type DemoPickArea = {
  pick_area: string;
  pick_area_name: string;
  /** [pick_section, pick_section_name, storage] */
  sections: [string, string, string][];
};

/** Dock locations of every demo warehouse: two inbound doors and a despatch door. */
export const DEMO_DOCK_LOCATIONS: [string, string][] = [
  ['DOCK-01', 'Inbound Door 1'],
  ['DOCK-02', 'Inbound Door 2'],
  ['DOCK-05', 'Outbound Despatch Door 5'],
];

/** Pick areas and sections per demo warehouse; warehouses not listed get the ambient layout. */
const AMBIENT: DemoPickArea = {
  pick_area: 'A',
  pick_area_name: 'Ambient',
  sections: [
    ['A-FAST', 'Fast Movers', 'SHF'],
    ['A-BULK', 'Ambient Bulk Pallets', 'PAL'],
    ['A-FLOOR', 'Floor Stack', 'BULK'],
  ],
};
const COLD_ROOM: DemoPickArea = {
  pick_area: 'C',
  pick_area_name: 'Cold Room',
  sections: [
    ['C-CHILL', 'Chilled Pick Face', 'COLD'],
    ['C-FROZ', 'Frozen Pick Face', 'FRZ'],
  ],
};
const SECURE: DemoPickArea = {
  pick_area: 'S',
  pick_area_name: 'Secure Store',
  sections: [['S-CAGE', 'High Value Cage', 'CAGE']],
};
export const DEMO_PICK_AREAS: Record<string, DemoPickArea[]> = {
  DC1: [AMBIENT, COLD_ROOM, SECURE],
  DC2: [
    COLD_ROOM,
    {
      pick_area: 'F',
      pick_area_name: 'Freezer Hall',
      sections: [
        ['F-BLAST', 'Blast Freezer Outfeed', 'FRZ'],
        ['F-RACK', 'Freezer Racking', 'FRZ'],
      ],
    },
  ],
  RET: [
    {
      pick_area: 'Q',
      pick_area_name: 'Quarantine',
      sections: [
        ['Q-HOLD', 'Inspection Hold', 'BULK'],
        ['Q-CAGE', 'Recalled Stock Cage', 'CAGE'],
      ],
    },
  ],
  HBT: [COLD_ROOM, AMBIENT],
  LST: [AMBIENT],
  DEV: [AMBIENT, COLD_ROOM],
};
