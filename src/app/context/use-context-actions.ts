import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  getSession,
  getWorkContext,
  notify,
  patchWorkContext,
  saveUserSettings,
  setWorkContext,
  updateSessionUser,
} from '../../api';
import { dashboardKeys } from '../../areas/dashboard/keys';
import { ALL_WAREHOUSES, MESSAGES, type TUserSettingsSave, type TUserSite } from '../../contract';
import { clearAreaCaches } from '../../offline/area-caches';
import { contextForSite } from './context-rules';

/** Save the user's context at a site; a failure shows the catalogue's user-save message. */
async function saveContext(
  siteId: string,
  data: TUserSettingsSave,
): Promise<TUserSite | undefined> {
  try {
    const saved = await saveUserSettings(siteId, data, { quietErrors: true });
    updateSessionUser((user) => ({
      ...user,
      current_site: data.current_site ?? user.current_site,
      sites: user.sites.map((s): TUserSite =>
        s.site_id === siteId && saved ? { ...s, ...saved } : s,
      ),
    }));
    return saved ?? undefined;
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) return undefined;
    notify({
      kind: 'error',
      message: MESSAGES.userSave,
      exception: error instanceof ApiError ? error.detail : undefined,
    });
  }
}

/** The context changes the settings sidebar offers, with document 1 section 4's effects. */
export function useContextActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  /** Store the site, clear every area's cached data, save the user's site, go home. */
  const switchSite = useCallback(
    async (siteId: string) => {
      const user = getSession()?.user;
      const site = user?.sites.find((s) => s.site_id === siteId);
      if (!user || !site || getWorkContext()?.site_id === siteId) return;
      setWorkContext(contextForSite(user, site));
      queryClient.clear();
      await clearAreaCaches();
      navigate('/');
      await saveContext(siteId, { current_site: siteId });
    },
    [navigate, queryClient],
  );

  /** A warehouse other than ALL clears location data and reloads the dashboard. */
  const changeWarehouse = useCallback(
    async (warehouse: string) => {
      const context = getWorkContext();
      if (!context || context.warehouse === warehouse) return;
      // A specific warehouse brings its own printer set and run set: the ones the user last
      // chose there (the server remembers them), else its first printer set.
      const own = warehouse !== ALL_WAREHOUSES;
      patchWorkContext(own ? { warehouse, printer_set: null, run_set: null } : { warehouse });
      if (own) {
        await clearAreaCaches('location');
        await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      }
      const saved = await saveContext(context.site_id, { current_warehouse: warehouse });
      if (own && saved && getWorkContext()?.warehouse === warehouse) {
        patchWorkContext({ printer_set: saved.printer_set, run_set: saved.run_set });
      }
    },
    [queryClient],
  );

  const changePrinterSet = useCallback(async (printerSet: string | null) => {
    const context = getWorkContext();
    if (!context || context.printer_set === printerSet) return;
    patchWorkContext({ printer_set: printerSet });
    await saveContext(context.site_id, { printer_set: printerSet });
  }, []);

  const changeRunSet = useCallback(async (runSet: string | null) => {
    const context = getWorkContext();
    if (!context || context.run_set === runSet) return;
    patchWorkContext({ run_set: runSet });
    await saveContext(context.site_id, { run_set: runSet });
  }, []);

  return { switchSite, changeWarehouse, changePrinterSet, changeRunSet };
}
