import { eq } from 'drizzle-orm';
import {
  SITE_PROJECT_ITEM_TYPE,
  projectItemsDocument,
  type TSiteProjectItem,
} from '../../src/contract';
import { documents, siteSettings, sites } from '../db/schema';
import type { Db } from '../db/types';
import { encryptSecret } from '../secrets/cipher';

/** The day `days` from `now`, as YYYY-MM-DD. */
const day = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The provider's logo at GLOBAL: a small SVG as a data URL (brand_logo). */
const GLOBAL_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40">' +
  '<rect x="2" y="6" width="28" height="28" rx="6" fill="#1d4ed8"/>' +
  '<path d="M9 14h14M9 20h14M9 26h9" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  '<text x="38" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" ' +
  'fill="#0f172a">WMS Global</text></svg>';
export const GLOBAL_LOGO = `data:image/svg+xml;base64,${Buffer.from(GLOBAL_LOGO_SVG).toString('base64')}`;

/** Site details of document 3 "Site" for the demo sites (the seed made their rows). */
const SITE_DETAILS = {
  SXD: {
    address_2: 'Gate 3, Building B',
    country: 'Australia',
    partner: 'Coastline Systems',
    purchase_date: -420,
    live_date: -300,
    database_host: 'sxd-wms.cluster-c9x2.ap-southeast-2.rds.example',
    database_user: 'wms_sxd',
    database_port: 5432,
    staging_database: 'sxd_staging',
    wms_database: 'sxd_wms',
    history_database: 'sxd_history',
    database_password: 'demo-sxd-database',
    erp_username: 'exo-connector',
    sscc_extension_digit: 0,
    settings: { navbar_variant: 'white', navbar_type: 'light' },
  },
  TAS: {
    address_2: null,
    country: 'Australia',
    partner: 'Southern Ocean IT',
    purchase_date: -200,
    live_date: -90,
    database_host: null,
    database_user: null,
    database_port: null,
    staging_database: 'tas_staging',
    wms_database: 'tas_wms',
    history_database: 'tas_history',
    database_password: null,
    erp_username: 'netsuite-integration',
    sscc_extension_digit: 4,
    aurora: true,
    rds_resource_arn: 'arn:aws:rds:ap-southeast-2:123456789012:cluster:tas-wms',
    rds_secret_arn: 'arn:aws:secretsmanager:ap-southeast-2:123456789012:secret:tas-wms-db',
    settings: { navbar_variant: 'light', navbar_type: 'light' },
  },
} as const;

type DemoItem = Omit<TSiteProjectItem, 'due_date' | 'follow_up_date'> & {
  site: 'SXD' | 'TAS';
  due: number | null;
  follow_up: number | null;
};

const item = (
  site: 'SXD' | 'TAS',
  group: TSiteProjectItem['group'],
  status: TSiteProjectItem['status'],
  item_name: string,
  item_description: string,
  assigned_user: string,
  due: number | null,
  follow_up: number | null,
  category = '',
): DemoItem => ({
  site,
  group,
  status,
  item_name,
  item_description,
  assigned_user,
  due,
  follow_up,
  category,
  approved_by: status === 'COMPLETE' ? 'provider' : '',
  help_context: '',
});

const PROJECT_ITEMS: DemoItem[] = [
  item(
    'SXD',
    'SETUP',
    'COMPLETE',
    'Warehouse structure',
    'Load DC1 and DC2 locations, pick areas and dock locations from the racking plan.',
    'admin',
    -280,
    null,
    'Configuration',
  ),
  item(
    'SXD',
    'IN',
    'COMPLETE',
    'Inventory import',
    'Import items, units of measure and GTINs from MYOB EXO.',
    'admin',
    -260,
    null,
    'Data',
  ),
  item(
    'SXD',
    'SO',
    'IN PROGRESS',
    'Sales order cut-off times',
    'Agree the 2 pm metro and 11 am country cut-offs with customer service and set the run templates.',
    'admin',
    10,
    3,
    'Process',
  ),
  item(
    'SXD',
    'PO',
    'OPEN',
    'Receiving labels',
    'Print SSCC pallet labels at the receiving dock printers for every purchase order booking.',
    'floor',
    21,
    7,
    'Printing',
  ),
  item(
    'SXD',
    'APP',
    'OPEN',
    'Scanner rollout (DC2)',
    'Enrol the 12 cold-store scanners and test the camera scan in freezer gloves.',
    'floor',
    30,
    14,
    'Devices',
  ),
  item(
    'SXD',
    'CUS',
    'ON HOLD',
    'Customer portal access',
    'Waiting on the key accounts list from sales before inviting customers.',
    'viewer',
    45,
    20,
    'Customers',
  ),
  item(
    'SXD',
    'WEB',
    'OPEN',
    'Dashboard KPIs',
    'Pick rate and dock-to-stock KPIs on the dashboard for the Monday ops meeting.',
    'admin',
    14,
    5,
    'Reporting',
  ),
  item(
    'TAS',
    'SETUP',
    'COMPLETE',
    'Site settings and licences',
    'NetSuite connector address, 15 full, 5 view and 8 delivery licences.',
    'admin',
    -120,
    null,
    'Configuration',
  ),
  item(
    'TAS',
    'OFR',
    'IN PROGRESS',
    'OpenFreight carriers',
    'Connect the refrigerated carriers for Bass Strait freight and test consignment notes.',
    'partner',
    7,
    2,
    'Freight',
  ),
  item(
    'TAS',
    'SUP',
    'OPEN',
    'Supplier catch certificates',
    'Attach catch certificates to receipts from the Devonport boats.',
    'partner',
    28,
    10,
    'Compliance',
  ),
  item(
    'TAS',
    'APP',
    'IN PROGRESS',
    'Driver app go-live',
    'Proof of delivery photos and signatures on the Launceston runs.',
    'driver',
    12,
    4,
    'Delivery',
  ),
  item(
    'TAS',
    'IN',
    'OPEN',
    'Fish processing yields',
    'Record whole-fish to fillet yields per batch for the processing floor.',
    'admin',
    35,
    12,
    'Processing',
  ),
];

/**
 * The demo sites' details (address, contacts, partner, dates, database, branding) and a
 * dozen project items across the groups and statuses.
 */
export async function seedSiteDetails(db: Db, options: { now: Date }): Promise<void> {
  const { now } = options;
  for (const [siteId, d] of Object.entries(SITE_DETAILS)) {
    await db
      .update(sites)
      .set({
        address_2: d.address_2,
        country: d.country,
        partner: d.partner,
        purchase_date: day(now, d.purchase_date),
        live_date: day(now, d.live_date),
        database_host: d.database_host,
        database_user: d.database_user,
        database_port: d.database_port,
        staging_database: d.staging_database,
        wms_database: d.wms_database,
        history_database: d.history_database,
        database_password: d.database_password ? encryptSecret(d.database_password) : null,
        erp_username: d.erp_username,
        sscc_extension_digit: d.sscc_extension_digit,
        aurora: 'aurora' in d ? d.aurora : false,
        rds_resource_arn: 'rds_resource_arn' in d ? d.rds_resource_arn : null,
        rds_secret_arn: 'rds_secret_arn' in d ? d.rds_secret_arn : null,
      })
      .where(eq(sites.site_id, siteId));
    await db.update(siteSettings).set(d.settings).where(eq(siteSettings.site_id, siteId));
  }
  await db
    .update(siteSettings)
    .set({
      brand_logo: GLOBAL_LOGO,
      logo_height: 36,
      navbar_variant: 'white',
      navbar_type: 'light',
    })
    .where(eq(siteSettings.site_id, 'GLOBAL'));
  await db.insert(documents).values(
    PROJECT_ITEMS.map(({ site, due, follow_up, ...fields }, i) => {
      const document_id = `PI-${String(i + 1).padStart(4, '0')}`;
      const site_document = projectItemsDocument(site);
      return {
        site_id: site,
        site_document,
        document_id,
        document_type: SITE_PROJECT_ITEM_TYPE,
        data: {
          ...fields,
          document_id,
          site_document,
          document_type: SITE_PROJECT_ITEM_TYPE,
          due_date: due === null ? null : day(now, due),
          follow_up_date: follow_up === null ? null : day(now, follow_up),
          complete: fields.status === 'COMPLETE',
        },
        created_by: 'seed',
        updated_by: 'seed',
      };
    }),
  );
}
