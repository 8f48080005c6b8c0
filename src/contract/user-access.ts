import { z } from 'zod';
import { actionContract, callView } from './action-contract';
import { DOCUMENT_CALLS } from './help';
import * as fields from './fields';
import { MESSAGES } from './messages';
import { ZPermissionFlags, type TModule, type TPermissionFlags } from './permissions';
import { DEFAULT_RUN_TYPE, RUN_TYPES } from './runs';
import { SITE_MESSAGES, isTimeZone } from './sites';
import { ZNewUserId, ZUserId } from './user-id';

/**
 * User access (document 3 sections 2-8): connector users (service `user`, entity `user`),
 * a user's sites, site warehouses and permissions (the document store types USER,
 * USER_SITE, USER_SITE_WAREHOUSE, USER_PERMISSION) and the logged-on users with their
 * clock-off (service `admin`, entities `user` and `timesheet`).
 */

export const USER_ACCESS_TYPES = {
  user: 'USER',
  site: 'USER_SITE',
  siteWarehouse: 'USER_SITE_WAREHOUSE',
  permission: 'USER_PERMISSION',
} as const;

/** The site_document of a user's records of one kind: `{user_id}-USER_SITE` etc. */
export const userSiteDocument = (userId: string, type: string) => `${userId}-${type}`;
/** The site_document of USER records. */
export const USER_SITE_DOCUMENT = 'USER';
/** A USER_SITE_WAREHOUSE's document_id. */
export const siteWarehouseDocumentId = (siteId: string, warehouse: string) =>
  `${siteId}-${warehouse}`;

export const USER_ACCESS_MESSAGES = {
  // Document 3 section 8: the client's messages.
  siteWarehousesBulkDelete: (detail: string) =>
    `Something went wrong deleting all the user_site_warehouse records! ${detail}`,
  sitesBulkDelete: (detail: string) =>
    `Something went wrong deleting all the user_site records! ${detail}`,
  selectedUser: (detail: string) =>
    `There was an issue getting the selected user. If the problem persists, please contact support - ${detail}`,
  siteSave: (detail: string) =>
    `There was a problem updating the site, if the problem persists please contact support - ${detail}`,
  siteDelete: (detail: string) =>
    `There was a problem deleting the site, if the problem persists please contact support - ${detail}`,
  siteGet: (detail: string) =>
    `There was a problem getting the site, if the problem persists please contact support - ${detail}`,
  warehouseLinkSave: (detail: string) =>
    `There was a problem updating the warehouse link, if the problem persists please contact support - ${detail}`,
  warehouseLinkDelete: (detail: string) =>
    `There was a problem deleting the warehouse link, if the problem persists please contact support - ${detail}`,
  userSave: (detail: string) =>
    `There was a problem updating the user, if the problem persists please contact support - ${detail}`,
  permissionsGet: (detail: string) =>
    `There was a problem getting the user permissions, if the problem persists please contact support - ${detail}`,
  permissionsSave: (detail: string) =>
    `There was a problem updating the user permissions, if the problem persists please contact support - ${detail}`,
  permissionsDelete: (detail: string) =>
    `There was a problem deleting the user permissions, if the problem persists please contact support - ${detail}`,
  /** The permission grid's Initialise asks first: it replaces every right at the site. */
  initialiseTitle: 'Initialise permissions',
  initialiseConfirm: (userId: string, siteId: string, discardsDraft: boolean) =>
    `Reset every permission of ${userId} at ${siteId} to view only? Their update and delete rights on every module are removed${discardsDraft ? ', and your unsaved changes are discarded' : ''}.`,
  unsavedPermissions: 'Your permission changes',
  permissionsUnsaved: (count: number) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} unsaved changes`,
  loggedOnGet: (detail: string) =>
    `There was a problem getting the logged on users, if the problem persists please contact support - ${detail}`,
  clockOff: (detail: string) =>
    `There was a problem clocking off the user, if the problem persists please contact support - ${detail}`,
  /** Document 3 section 8 "Listing". */
  listGet: (detail: string) => MESSAGES.somethingWentWrongDetail(detail),
  // The server's refusals.
  userNotFound: (userId: string) => `User '${userId}' was not found`,
  userNotAdministered: (userId: string) =>
    `User '${userId}' is not a user of a site you administer`,
  userExists: (userId: string) => `User '${userId}' already exists`,
  emailTaken: (email: string) => `The email address '${email}' is used by another user`,
  userDeleteElsewhere: 'Users are deleted from the Site Users screen',
  siteNotUsable: (siteId: string) => `You may not manage users at site '${siteId}'`,
  siteNotFound: (siteId: string) => `Site '${siteId}' was not found`,
  notUserOfSite: (userId: string, siteId: string) =>
    `User '${userId}' is not a user of site '${siteId}': add the site first`,
  warehouseNotFound: (siteId: string, warehouse: string) =>
    `Warehouse '${warehouse}' was not found at site '${siteId}'`,
  workCentreNotFound: (warehouse: string, workCentre: string) =>
    `Work centre '${workCentre}' was not found in warehouse '${warehouse}'`,
  siteLinkNotFound: (userId: string, siteId: string) => `User '${userId}' has no site '${siteId}'`,
  warehouseLinkNotFound: (userId: string, documentId: string) =>
    `User '${userId}' has no site warehouse '${documentId}'`,
  permissionNotFound: (userId: string, module: string) =>
    `User '${userId}' has no permission record for module '${module}'`,
  unknownModule: (module: string) => `'${module}' is not a permission module`,
  grantBeyondOwn: (module: string, flag: string) =>
    `You cannot give the ${flag} permission on '${module}': you do not hold it yourself`,
  keyMismatch: (field: string) => `${field} does not match the record's key`,
  siteDocumentRequired: (type: string) =>
    `Give the site_document of the user's ${type} records ({user_id}-${type})`,
  displayNameRequired: 'A display name is required',
  roleElsewhere: "A user's role is changed on the Site Users screen",
  clockOffOnly: 'Only clock_off true is supported',
  notSignedIn: (userId: string) => `User '${userId}' is not a user of this site`,
  lastSiteSelf: 'You cannot remove your own last site: your account would be deactivated',
  siteDeleteConfirm: (userId: string, site: string, last: boolean) =>
    `Delete site ${site} and its warehouse records?${last ? ` It is ${userId}'s last site: the account is deactivated and can no longer sign in.` : ''}`,
  sitesDeleteAllConfirm: (userId: string) =>
    `Delete every site of ${userId} and their site warehouse records? With no site left the account is deactivated and can no longer sign in.`,
  readOnlyUser: (reason: string) => `Shown read only: ${reason}`,
  deactivatedNoSite: (userId: string) => `User '${userId}' has no site left and was deactivated`,
} as const;

/** A connector user's run types (document 3 section 3; default Single). */

/** The permission areas a connector user carries with view / update / delete (section 3). */
export const CONNECTOR_AREAS = [
  'so',
  'po',
  'in',
  'job',
  'admin',
  'query',
  'dd',
  'user',
  'mo',
  'script',
  'wh',
] as const satisfies readonly TModule[];
export type TConnectorArea = (typeof CONNECTOR_AREAS)[number];
/** Area erp carries only view and update. */
export const ERP_AREA = 'erp' as const satisfies TModule;

/** Section 3's defaults of a connector permission: view on, update and delete off. */
export const CONNECTOR_PERMISSION_DEFAULT: TPermissionFlags = {
  view: true,
  update: false,
  delete: false,
};
export const CONNECTOR_ERP_DEFAULT = { view: true, update: false };

/** A user named by a call: any stored id; a new user's id is checked with isNewUserId. */
const userId = () => ZUserId;
const optionalText = (max: number) =>
  fields
    .text(max)
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));
/** A user's own name and email as user access saves them (USER documents, connector check). */
const userIdentity = {
  display_name: fields.text(120).trim().optional(),
  email_address: optionalText(200),
};

// ---- Connector users (service user, entity user) ---------------------------------------------

export const SEARCH_TYPES = ['ALL', 'SITE'] as const;

export const ZConnectorUserList = z.object({
  search_type: fields.oneOf(SEARCH_TYPES, 'search_type is ALL or SITE').default('SITE'),
  search_term: fields.text(200).trim().optional(),
});

export const ZConnectorUserRow = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email_address: z.string().nullable(),
  role: z.string(),
});
export type TConnectorUserRow = z.output<typeof ZConnectorUserRow>;

export const ZConnectorSite = z.object({
  site_id: z.string(),
  site_name: z.string(),
  current_warehouse: z.string().nullable(),
  printer_set: z.string().nullable(),
});
export type TConnectorSite = z.output<typeof ZConnectorSite>;

const ZErpFlags = z.object({ view: z.boolean(), update: z.boolean() });
export const ZConnectorPermissions = z.object({
  ...(Object.fromEntries(CONNECTOR_AREAS.map((a) => [a, ZPermissionFlags])) as Record<
    TConnectorArea,
    typeof ZPermissionFlags
  >),
  erp: ZErpFlags,
});
export type TConnectorPermissions = z.output<typeof ZConnectorPermissions>;

export const ZConnectorUser = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email_address: z.string().nullable(),
  role: z.string(),
  run_type: z.string(),
  erp_user_id: z.string().nullable(),
  wms_user_id: z.string().nullable(),
  sites: z.array(ZConnectorSite),
  /** The user's permissions at the request site (section 3's defaults when it has none). */
  permissions: ZConnectorPermissions,
  /**
   * Why the caller may not change this user (their record, sites or permissions), as a change
   * would be refused; null when they may.
   */
  change_refusal: z.string().nullable(),
});
export type TConnectorUser = z.output<typeof ZConnectorUser>;

/** The section 3 defaults for every area. */
export function defaultConnectorPermissions(): TConnectorPermissions {
  return {
    ...(Object.fromEntries(
      CONNECTOR_AREAS.map((a) => [a, { ...CONNECTOR_PERMISSION_DEFAULT }]),
    ) as Record<TConnectorArea, TPermissionFlags>),
    erp: { ...CONNECTOR_ERP_DEFAULT },
  };
}

const ZFlagsIn = z.object({
  view: z.boolean().default(CONNECTOR_PERMISSION_DEFAULT.view),
  update: z.boolean().default(CONNECTOR_PERMISSION_DEFAULT.update),
  delete: z.boolean().default(CONNECTOR_PERMISSION_DEFAULT.delete),
});

export const ZConnectorUserSave = z.object({
  user_id: userId(),
  /** The user's own record: left out, kept; given, saved as a USER document saves it. */
  display_name: userIdentity.display_name,
  email_address: userIdentity.email_address.optional(),
  /** Answered by get; a different role is refused (the Site Users screen changes it). */
  role: fields.text(40).trim().optional(),
  run_type: fields
    .oneOf(RUN_TYPES, `run_type is one of ${RUN_TYPES.join(', ')}`)
    .default(DEFAULT_RUN_TYPE),
  erp_user_id: optionalText(80),
  wms_user_id: optionalText(80),
  sites: z
    .array(
      z.object({
        site_id: fields.text(40).trim().min(1),
        current_warehouse: optionalText(40),
        printer_set: optionalText(40),
      }),
    )
    .max(200)
    .optional(),
  permissions: z
    .object({
      ...(Object.fromEntries(CONNECTOR_AREAS.map((a) => [a, ZFlagsIn.optional()])) as Record<
        TConnectorArea,
        z.ZodOptional<typeof ZFlagsIn>
      >),
      erp: z
        .object({
          view: z.boolean().default(CONNECTOR_ERP_DEFAULT.view),
          update: z.boolean().default(CONNECTOR_ERP_DEFAULT.update),
        })
        .optional(),
    })
    .optional(),
});
export type TConnectorUserSave = z.input<typeof ZConnectorUserSave>;

export const CONNECTOR_USER_CALLS = {
  list: actionContract({
    service: 'user',
    entity: 'user',
    action: 'list',
    input: ZConnectorUserList,
    output: ZConnectorUserRow,
  }),
  get: actionContract({
    service: 'user',
    entity: 'user',
    action: 'get',
    input: z.object({ user_id: userId() }),
    output: ZConnectorUser,
  }),
  check: actionContract({
    service: 'user',
    entity: 'user',
    action: 'check',
    input: z.object({ user: ZConnectorUserSave }),
    output: ZConnectorUser,
  }),
};

// ---- Logged-on users and clock-off (service admin) ------------------------------------------

export const ZLoggedOnUser = z.object({
  user_id: z.string(),
  display_name: z.string(),
  email_address: z.string().nullable(),
  erp_user_id: z.string().nullable(),
  staff_id: z.string().nullable(),
});
export type TLoggedOnUser = z.output<typeof ZLoggedOnUser>;

export const ZClockOff = z.object({
  clock_off: z.literal(true, { error: fields.answered(USER_ACCESS_MESSAGES.clockOffOnly) }),
  user_id: userId(),
  warehouse: fields.text(40).trim().min(1),
});

export const ZClockOffResult = z.object({
  user_id: z.string(),
  warehouse: z.string(),
  timesheets_closed: z.number(),
  sessions_ended: z.number(),
});
export type TClockOffResult = z.output<typeof ZClockOffResult>;

export const LOGGED_ON_USER_CALLS = {
  list: actionContract({
    service: 'admin',
    entity: 'user',
    action: 'list',
    input: z.object({}),
    output: ZLoggedOnUser,
  }),
  clock_off: actionContract({
    service: 'admin',
    entity: 'timesheet',
    action: 'check',
    input: ZClockOff,
    output: ZClockOffResult,
  }),
};

// ---- Document store records (USER, USER_SITE, USER_SITE_WAREHOUSE, USER_PERMISSION) ---------

/** Fields a USER_SITE record carries besides the store's keys. */
export const ZUserSiteFields = z.object({
  site_id: fields.text(40).trim().min(1).optional(),
  user_id: userId().optional(),
  current_warehouse: optionalText(40),
  printer_set: optionalText(40),
  run_set: optionalText(40),
  work_centre: optionalText(40),
  /** Document 3 spells it work_center. */
  work_center: optionalText(40),
  /** An IANA zone; missing or empty keeps the stored one (a new link: the site's local zone). */
  timezone: fields
    .text(60)
    .trim()
    .refine((v) => v === '' || isTimeZone(v), SITE_MESSAGES.timezone)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const ZUserSiteWarehouseFields = z.object({
  site_id: fields.text(40).trim().min(1).optional(),
  user_id: userId().optional(),
  warehouse: fields.text(40).trim().min(1).optional(),
  printer_set: optionalText(40),
  run_set: optionalText(40),
  work_centre: optionalText(40),
  work_center: optionalText(40),
});

/** "edit" and "add" are read as update; a missing flag is off. */
export const ZUserPermissionFields = z.object({
  user_id: userId().optional(),
  module: fields.text(20).trim().optional(),
  view: z.boolean().optional(),
  update: z.boolean().optional(),
  edit: z.boolean().optional(),
  add: z.boolean().optional(),
  delete: z.boolean().optional(),
});

export const ZUserFields = z.object({
  user_id: userId().optional(),
  ...userIdentity,
  staff_id: optionalText(40),
  contact_phone: optionalText(40),
});

// ---- The records as the document store answers them (the screens' views of its calls) -------

const storeKeys = {
  site_id: z.string(),
  site_document: z.string(),
  document_id: z.string(),
  document_type: z.string(),
};

export const ZUserSiteDocument = z.looseObject({
  ...storeKeys,
  site_name: z.string(),
  user_id: z.string(),
  timezone: z.string().nullable(),
  current_warehouse: z.string().nullable(),
  printer_set: z.string().nullable(),
  run_set: z.string().nullable(),
  work_centre: z.string().nullable(),
});
export type TUserSiteDocument = z.output<typeof ZUserSiteDocument>;

export const ZUserSiteWarehouseDocument = z.looseObject({
  ...storeKeys,
  user_id: z.string(),
  warehouse: z.string(),
  warehouse_name: z.string(),
  printer_set: z.string().nullable(),
  run_set: z.string().nullable(),
  work_centre: z.string().nullable(),
});
export type TUserSiteWarehouseDocument = z.output<typeof ZUserSiteWarehouseDocument>;

export const ZUserPermissionDocument = z.looseObject({
  ...storeKeys,
  user_id: z.string(),
  module: z.string(),
  module_name: z.string(),
  view: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export type TUserPermissionDocument = z.output<typeof ZUserPermissionDocument>;

export const ZUserDocument = z.looseObject({
  ...storeKeys,
  user_id: z.string(),
  display_name: z.string(),
  email_address: z.string().nullable(),
});

export const USER_ACCESS_VIEWS = {
  listSites: callView(DOCUMENT_CALLS.list, ZUserSiteDocument),
  addSite: callView(DOCUMENT_CALLS.add, ZUserSiteDocument),
  listSiteWarehouses: callView(DOCUMENT_CALLS.list, ZUserSiteWarehouseDocument),
  addSiteWarehouse: callView(DOCUMENT_CALLS.add, ZUserSiteWarehouseDocument),
  listPermissions: callView(DOCUMENT_CALLS.list, ZUserPermissionDocument),
  addPermissions: callView(DOCUMENT_CALLS.add, ZUserPermissionDocument),
  updatePermission: callView(DOCUMENT_CALLS.update, ZUserPermissionDocument),
  addUser: callView(DOCUMENT_CALLS.add, ZUserDocument),
  addAny: DOCUMENT_CALLS.add,
  remove: DOCUMENT_CALLS.delete,
};

/** A new user for the copy flow (document 3: new user id, display name, email). */
export const ZCopyUser = z.object({
  user_id: ZNewUserId,
  display_name: fields.text(120).trim().min(1, USER_ACCESS_MESSAGES.displayNameRequired),
  email_address: z.union([z.literal(''), z.email('Enter a valid email address')]),
});
export type TCopyUser = z.output<typeof ZCopyUser>;
