import { useEffect } from 'react';
import { getWorkContext, notify, patchWorkContext, setWorkContext, ApiError } from '../../api';
import { ERROR_CODES, SHELL_MESSAGES } from '../../contract';
import { useSession, useSiteLookups, useSiteSettings, useWorkContext } from '../../ui';
import { initialContext, reconcileContext } from './context-rules';

/**
 * Keeps the work context right for the signed-in user: picks the start site, loads the
 * site's settings (alerting SITE_SETTINGS_ERROR when that fails) and lists, and applies
 * the defaults when a saved warehouse, printer set or run set is gone.
 */
export function WorkContextSync() {
  const session = useSession();
  const context = useWorkContext();
  const user = session?.user;

  useEffect(() => {
    if (!user) return;
    const kept = getWorkContext();
    const next = initialContext(user, kept);
    if (next !== kept) setWorkContext(next);
  }, [user]);

  const siteId = context?.site_id;
  const settings = useSiteSettings(siteId);
  const lookups = useSiteLookups(siteId);

  const settingsError = settings.error;
  const settingsErrorAt = settings.errorUpdatedAt;
  useEffect(() => {
    if (!settingsError) return;
    if (
      settingsError instanceof ApiError &&
      (settingsError.isNetwork || settingsError.status === 401)
    )
      return;
    const detail = settingsError instanceof ApiError ? settingsError.detail : String(settingsError);
    notify({
      kind: 'error',
      message: SHELL_MESSAGES.siteSettingsLoad(detail),
      code: ERROR_CODES.SITE_SETTINGS_ERROR,
    });
  }, [settingsError, settingsErrorAt]);

  const lists = lookups.data;
  useEffect(() => {
    const current = getWorkContext();
    if (!lists || !current || current.site_id !== siteId) return;
    const next = reconcileContext(current, lists);
    patchWorkContext({
      warehouse: next.warehouse,
      printer_set: next.printer_set,
      run_set: next.run_set,
    });
  }, [lists, siteId]);

  return null;
}
