import { callAction, callResults } from '../../api';
import {
  CONNECTOR_USER_CALLS,
  GLOBAL_SITE,
  LOGGED_ON_USER_CALLS,
  MODULE_CODES,
  INITIAL_PERMISSION,
  USER_ACCESS_MESSAGES as M,
  USER_ACCESS_TYPES as T,
  USER_ACCESS_VIEWS as V,
  USER_SITE_DOCUMENT,
  siteWarehouseDocumentId,
  userSiteDocument,
  type TConnectorUser,
  type TConnectorUserSave,
  type TCopyUser,
  type TPermissionFlags,
  type TUserPermissionDocument,
  type TUserSiteDocument,
  type TUserSiteWarehouseDocument,
} from '../../contract';
import { errorText, refusedOr } from '../../ui';
import type { TPermissionChange } from './permission-draft';

const quiet = { quietErrors: true } as const;

async function withMessage<R>(run: () => Promise<R>, message: (detail: string) => string) {
  try {
    return await run();
  } catch (e) {
    throw refusedOr(e, message);
  }
}

// ---- Connector users and logged-on users -----------------------------------------------------

/** GLOBAL lists every user (ALL); a site lists its own users (SITE with the site id). */
export const fetchConnectorUsers = (siteId: string) =>
  withMessage(
    () =>
      callResults(
        CONNECTOR_USER_CALLS.list,
        siteId === GLOBAL_SITE
          ? { search_type: 'ALL' }
          : { search_type: 'SITE', search_term: siteId },
        quiet,
      ),
    M.listGet,
  );

export const fetchConnectorUser = (userId: string) =>
  withMessage(async () => {
    const [user] = await callResults(CONNECTOR_USER_CALLS.get, { user_id: userId }, quiet);
    if (!user) throw new Error(M.userNotFound(userId));
    return user;
  }, M.selectedUser);

export const saveConnectorUser = (user: TConnectorUserSave): Promise<TConnectorUser> =>
  withMessage(async () => {
    const [saved] = await callResults(
      CONNECTOR_USER_CALLS.check,
      { user },
      { ...quiet, blocking: true },
    );
    return saved!;
  }, M.userSave);

export const fetchLoggedOnUsers = () =>
  withMessage(() => callResults(LOGGED_ON_USER_CALLS.list, {}, quiet), M.loggedOnGet);

export const clockOffUser = (userId: string, warehouse: string) =>
  withMessage(
    () =>
      callResults(
        LOGGED_ON_USER_CALLS.clock_off,
        { clock_off: true, user_id: userId, warehouse },
        { ...quiet, blocking: true },
      ),
    M.clockOff,
  );

// ---- A user's sites and site warehouses ------------------------------------------------------

export const fetchUserSites = (userId: string) =>
  withMessage(
    () => callResults(V.listSites, { site_document: userSiteDocument(userId, T.site) }, quiet),
    M.siteGet,
  );

export type TUserSiteForm = {
  site_id: string;
  current_warehouse: string;
  printer_set: string;
  run_set: string;
  work_centre: string;
  /** '' keeps the stored zone (a new site: the site's local zone). */
  timezone: string;
};

export const saveUserSite = (userId: string, site: TUserSiteForm) =>
  withMessage(
    () =>
      callAction(
        V.addSite,
        {
          item: {
            document_type: T.site,
            site_document: userSiteDocument(userId, T.site),
            document_id: site.site_id,
            user_id: userId,
            current_warehouse: site.current_warehouse || null,
            printer_set: site.printer_set || null,
            run_set: site.run_set || null,
            work_centre: site.work_centre || null,
            timezone: site.timezone || null,
          },
        },
        { ...quiet, blocking: true },
      ),
    M.siteSave,
  );

export const deleteUserSite = (userId: string, site: TUserSiteDocument) =>
  withMessage(
    () =>
      callAction(
        V.remove,
        { site_document: userSiteDocument(userId, T.site), document_id: site.site_id },
        quiet,
      ),
    M.siteDelete,
  );

export const fetchSiteWarehouses = (userId: string) =>
  withMessage(
    () =>
      callResults(
        V.listSiteWarehouses,
        { site_document: userSiteDocument(userId, T.siteWarehouse) },
        quiet,
      ),
    M.siteGet,
  );

export type TSiteWarehouseForm = { site_id: string; warehouse: string; work_centre: string };

export const saveSiteWarehouse = (userId: string, link: TSiteWarehouseForm) =>
  withMessage(
    () =>
      callAction(
        V.addSiteWarehouse,
        {
          item: {
            document_type: T.siteWarehouse,
            site_document: userSiteDocument(userId, T.siteWarehouse),
            document_id: siteWarehouseDocumentId(link.site_id, link.warehouse),
            site_id: link.site_id,
            user_id: userId,
            warehouse: link.warehouse,
            work_centre: link.work_centre || null,
          },
        },
        { ...quiet, blocking: true },
      ),
    M.warehouseLinkSave,
  );

export const deleteSiteWarehouse = (userId: string, link: TUserSiteWarehouseDocument) =>
  withMessage(
    () =>
      callAction(
        V.remove,
        {
          site_document: link.site_document || userSiteDocument(userId, T.siteWarehouse),
          document_id: link.document_id,
        },
        quiet,
      ),
    M.warehouseLinkDelete,
  );

/**
 * Delete every site of a user, each site's warehouse records first (document 3 section 4: the
 * per-record refresh waits until the end).
 */
export async function deleteAllUserSites(userId: string) {
  const links = await fetchSiteWarehouses(userId);
  try {
    for (const link of links) await deleteSiteWarehouse(userId, link);
  } catch (e) {
    throw new Error(M.siteWarehousesBulkDelete(errorText(e)), { cause: e });
  }
  try {
    for (const site of await fetchUserSites(userId)) await deleteUserSite(userId, site);
  } catch (e) {
    throw new Error(M.sitesBulkDelete(errorText(e)), { cause: e });
  }
}

// ---- Permissions ------------------------------------------------------------------------------

export const fetchPermissions = (userId: string) =>
  withMessage(
    () =>
      callResults(
        V.listPermissions,
        { site_document: userSiteDocument(userId, T.permission) },
        quiet,
      ),
    M.permissionsGet,
  );

const permissionItem = (userId: string, module: string, flags: TPermissionFlags) => ({
  document_type: T.permission,
  site_document: userSiteDocument(userId, T.permission),
  document_id: module,
  user_id: userId,
  module,
  ...flags,
});

/** One record per module with view on and the rest off (document 3 section 6). */
export const initialisePermissions = (userId: string) =>
  withMessage(
    () =>
      callAction(
        V.addPermissions,
        { items: MODULE_CODES.map((m) => permissionItem(userId, m, INITIAL_PERMISSION)) },
        { ...quiet, blocking: true },
      ),
    M.permissionsSave,
  );

export const savePermission = (userId: string, module: string, flags: TPermissionFlags) =>
  withMessage(
    () =>
      callAction(
        V.addPermissions,
        { item: permissionItem(userId, module, flags) },
        { ...quiet, blocking: true },
      ),
    M.permissionsSave,
  );

/**
 * Save several modules' flags in one call: the server writes them in one transaction, so
 * either every row is saved or none is (the refusal names the first it refused).
 */
export const savePermissions = (userId: string, changes: readonly TPermissionChange[]) =>
  withMessage(
    () =>
      callAction(
        V.addPermissions,
        { items: changes.map((c) => permissionItem(userId, c.module, c.flags)) },
        { ...quiet, blocking: true },
      ),
    M.permissionsSave,
  );

/** "Delete" a permission: every flag off, saved. */
export const clearPermission = (userId: string, module: string) =>
  savePermission(userId, module, { view: false, update: false, delete: false });

/** Delete all: list the user's permission records and remove each. */
export async function deleteAllPermissions(userId: string) {
  const records: TUserPermissionDocument[] = await fetchPermissions(userId);
  await withMessage(async () => {
    for (const r of records) {
      await callAction(
        V.remove,
        { site_document: r.site_document, document_id: r.document_id },
        quiet,
      );
    }
  }, M.permissionsDelete);
}

// ---- Copy a user ------------------------------------------------------------------------------

/**
 * Copy a user: add the new user (a user of the current site), then copies of the source's
 * sites, site warehouses and permissions under the new user id.
 */
export async function copyUser(sourceId: string, target: TCopyUser) {
  await withMessage(
    () =>
      callAction(
        V.addUser,
        {
          item: {
            document_type: T.user,
            site_document: USER_SITE_DOCUMENT,
            document_id: target.user_id,
            display_name: target.display_name,
            email_address: target.email_address || null,
          },
        },
        { ...quiet, blocking: true },
      ),
    M.userSave,
  );
  const sites = await fetchUserSites(sourceId);
  const links = await fetchSiteWarehouses(sourceId);
  const permissions = await fetchPermissions(sourceId);
  const copies = [
    ...sites.map((d) => copyOf(d, target.user_id, T.site)),
    ...links.map((d) => copyOf(d, target.user_id, T.siteWarehouse)),
    ...permissions.map((d) => copyOf(d, target.user_id, T.permission)),
  ];
  if (copies.length) {
    await withMessage(
      () => callAction(V.addAny, { items: copies }, { ...quiet, blocking: true }),
      M.userSave,
    );
  }
}

/** A record's own fields under the new user's site_document (the store's columns left out). */
function copyOf(record: Record<string, unknown>, userId: string, type: string) {
  const fields = Object.fromEntries(
    Object.entries(record).filter(([key]) => !STORE_COLUMNS.includes(key)),
  );
  return {
    ...fields,
    document_type: type,
    document_id: String(record.document_id),
    site_document: userSiteDocument(userId, type),
    user_id: userId,
  };
}

const STORE_COLUMNS = [
  'id',
  'lookup_key_1',
  'lookup_key_2',
  'lookup_key_3',
  'created_at',
  'updated_at',
];
