import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  fetchSiteLookups,
  fetchSiteSettings,
  readJson,
  writeJson,
  type TSiteLookups,
} from '../../api';
import { ZSiteSettings, type TSiteSettings } from '../../contract';

/** Query keys of the shell's site data (kept per site). */
export const siteDataKeys = {
  all: ['site'] as const,
  settings: (siteId: string) => ['site', siteId, 'settings'] as const,
  lookups: (siteId: string) => ['site', siteId, 'lookups'] as const,
};

const settingsKey = (siteId: string) => `wms.site-settings.${siteId}`;
const lookupsKey = (siteId: string) => `wms.site-lookups.${siteId}`;

function parseSettings(value: unknown): TSiteSettings | null {
  const parsed = ZSiteSettings.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseLookups(value: unknown): TSiteLookups | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<TSiteLookups>;
  if (!Array.isArray(v.warehouses) || !Array.isArray(v.printerSets)) return null;
  return {
    warehouses: v.warehouses,
    printerSets: v.printerSets,
    runSets: Array.isArray(v.runSets) ? v.runSets : [],
    workCentres: Array.isArray(v.workCentres) ? v.workCentres : [],
  };
}

/** Retry reads only when the network failed, never on a server's refusal. */
function retryNetworkOnly(failureCount: number, error: unknown) {
  return error instanceof ApiError && error.isNetwork && failureCount < 2;
}

/**
 * The current site's settings. The last answer is kept on this device so an offline
 * start still shows the brand and menus.
 */
export function useSiteSettings(siteId: string | undefined) {
  return useQuery({
    queryKey: siteDataKeys.settings(siteId ?? ''),
    enabled: Boolean(siteId),
    queryFn: async () => {
      const settings = await fetchSiteSettings(siteId as string, { quietErrors: true });
      writeJson(settingsKey(siteId as string), settings);
      return settings;
    },
    initialData: () =>
      siteId ? (readJson(settingsKey(siteId), parseSettings) ?? undefined) : undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    retry: retryNetworkOnly,
  });
}

/** The current site's warehouses, printer sets, run sets and work centres. */
export function useSiteLookups(siteId: string | undefined) {
  return useQuery({
    queryKey: siteDataKeys.lookups(siteId ?? ''),
    enabled: Boolean(siteId),
    queryFn: async () => {
      const lookups = await fetchSiteLookups(siteId as string);
      writeJson(lookupsKey(siteId as string), lookups);
      return lookups;
    },
    initialData: () =>
      siteId ? (readJson(lookupsKey(siteId), parseLookups) ?? undefined) : undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    retry: retryNetworkOnly,
  });
}
