import {
  NAMED_SELECT_VIEW,
  SITE_SETTINGS_CALLS,
  USER_SETTINGS_CALLS,
  ZSiteSettings,
  type TNamedSelect,
  type TPrinterSetOption,
  type TRunSetOption,
  type TSiteSettings,
  type TUserSettingsSave,
  type TUserSite,
  type TWarehouseOption,
  type TWorkCentreOption,
} from '../contract';
import { callResults, type CallOptions } from './client';

/** Site settings of one site (service site, entity site_settings, get). */
export async function fetchSiteSettings(
  siteId: string,
  opts?: CallOptions,
): Promise<TSiteSettings> {
  const [settings] = await callResults(
    SITE_SETTINGS_CALLS.get,
    { site_id: siteId },
    { ...opts, siteId },
  );
  // Parsed with the settings' own schema: no answer (or a malformed one) throws here.
  return ZSiteSettings.parse(settings);
}

export type TSiteLookups = {
  warehouses: TWarehouseOption[];
  printerSets: TPrinterSetOption[];
  runSets: TRunSetOption[];
  workCentres: TWorkCentreOption[];
};

const LOOKUP_SELECTS: TNamedSelect[] = [
  'site_warehouses',
  'site_printer_sets',
  'site_run_sets',
  'site_work_centres',
];

/** The context choices of one site, by the named selects of the query service. */
export async function fetchSiteLookups(siteId: string, opts?: CallOptions): Promise<TSiteLookups> {
  const answers = await callResults(
    NAMED_SELECT_VIEW,
    { query_type: 'select', sql_commands: LOOKUP_SELECTS.map((query_name) => ({ query_name })) },
    { ...opts, siteId },
  );
  // Each named select answers the rows of its own option type.
  const rows = (name: TNamedSelect) => answers.find((r) => r.query_name === name)?.results ?? [];
  return {
    warehouses: rows('site_warehouses') as TWarehouseOption[],
    printerSets: rows('site_printer_sets') as TPrinterSetOption[],
    runSets: rows('site_run_sets') as TRunSetOption[],
    workCentres: rows('site_work_centres') as TWorkCentreOption[],
  };
}

/** Save the user's context at a site (service user, entity user_settings, save). */
export async function saveUserSettings(
  siteId: string,
  data: TUserSettingsSave,
  opts?: CallOptions,
): Promise<TUserSite | null> {
  const [site] = await callResults(USER_SETTINGS_CALLS.save, data, {
    blocking: true,
    ...opts,
    siteId,
  });
  return site ?? null;
}
