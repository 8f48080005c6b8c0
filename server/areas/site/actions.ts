import { MESSAGES, SITE_SETTINGS_CALLS } from '../../../src/contract';
import { defineAction } from '../action-types';
import { isProvider } from '../auth/access';
import { getSiteSettings, saveSiteSettings, siteSettingsError, storedLicences } from './queries';
import { settingsToSave } from './site-change';

/** Service `site`: the site settings the shell loads on start and on a site switch (document 1). */
export const siteActions = [
  defineAction({
    contract: SITE_SETTINGS_CALLS.get,
    permission: { member: 'every signed-in screen loads the settings of its site' },
    description:
      'The settings of the request site (site_id must be the envelope site). results[0]: settings.',
    async handler(ctx, data) {
      if (data.site_id !== ctx.siteId) {
        throw siteSettingsError(
          MESSAGES.siteSettingsLoad(`site_id '${data.site_id}' is not the site of the request`),
        );
      }
      ctx.logRecord(data.site_id, 'site_id');
      return [await getSiteSettings(ctx.db, ctx.siteId)];
    },
  }),
  defineAction({
    contract: SITE_SETTINGS_CALLS.check,
    permission: { module: 'site', flag: 'update' },
    description:
      'Validate and save the settings of the request site, only the fields sent (the others keep ' +
      'their stored values); the allowed numbers of users change ' +
      "only for the provider's role (others keep the stored ones). results[0]: the saved settings.",
    async handler(ctx, data) {
      if (data.settings.site_id !== ctx.siteId) {
        throw siteSettingsError(
          MESSAGES.siteSettingsSave,
          `settings.site_id '${data.settings.site_id}' is not the site of the request`,
        );
      }
      ctx.logRecord(ctx.siteId, 'site_id');
      // The allowed numbers of users are the provider's to set (Site Setup).
      const sent = await settingsToSave(ctx.db, data.settings);
      const settings = isProvider(ctx.user)
        ? sent
        : { ...sent, ...(await storedLicences(ctx.db, ctx.siteId)) };
      return [await saveSiteSettings(ctx.db, settings, ctx.user.user_id, (m) => ctx.inform(m))];
    },
  }),
];
