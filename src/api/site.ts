import {
  ZSiteSettings,
  ZUserSite,
  type TNamedSelect,
  type TPrinterSetOption,
  type TQueryResult,
  type TRunSetOption,
  type TSiteSettings,
  type TUserSettingsSave,
  type TUserSite,
  type TWarehouseOption,
  type TWorkCentreOption,
} from '../contract';
import { call, type CallOptions } from './client';

/** Site settings of one site (service site, entity site_settings, get). */
export async function fetchSiteSettings(
  siteId: string,
  opts?: CallOptions,
): Promise<TSiteSettings> {
  const answer = await call(
    'site',
    { entity: 'site_settings', action: 'get', data: { site_id: siteId } },
    {
      ...opts,
      siteId,
    },
  );
  return ZSiteSettings.parse(answer.results[0]);
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
  const answer = await call<TQueryResult<unknown>>(
    'query',
    {
      entity: 'query',
      action: 'query',
      data: {
        query_type: 'select',
        sql_commands: LOOKUP_SELECTS.map((query_name) => ({ query_name })),
      },
    },
    { ...opts, siteId },
  );
  const rows = (name: TNamedSelect) =>
    answer.results.find((r) => r.query_name === name)?.results ?? [];
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
  const answer = await call(
    'user',
    { entity: 'user_settings', action: 'save', data },
    {
      blocking: true,
      ...opts,
      siteId,
    },
  );
  const parsed = ZUserSite.safeParse(answer.results[0]);
  return parsed.success ? parsed.data : null;
}
