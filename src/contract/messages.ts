/**
 * The messages catalogue: every user-facing text the specification gives, once.
 * Functions take the variable parts.
 */
import { SHELL_MESSAGES } from './shell-messages';

export const MESSAGES = {
  ...SHELL_MESSAGES,
  notSignedIn: 'Please sign in to continue',
  notMemberOfSite: 'You do not have access to this site',
  userMismatch: 'The user in the request does not match the signed-in user',
  noPermission: (module: string, flag: string) =>
    `You do not have ${flag} permission for ${module}`,
  globalOnlyProvider: 'Only the provider may work in the GLOBAL site',

  // Envelope / server
  unknownAction: (service: string, entity: string, action: string) =>
    `Unknown call: service '${service}', entity '${entity}', action '${action}'`,
  unknownService: (service: string) => `Unknown service '${service}'`,
  malformedEnvelope: 'The request is not a valid envelope',
  invalidData: 'The request data is not valid',
  bodyTooLarge: 'The request is too large (limit 1 MB)',
  unknownMiddleware: 'Unknown middleware',
  notFoundApi: 'There is no such API route',
  requestIdPayloadDiffers:
    'This request_id was already used with a different request: send a new request_id for a new call',
  badCharacterInField: (path: string) =>
    `The request holds a character that is not allowed (a NUL or a lone UTF-16 surrogate) in '${path}'`,

  // Leaving a screen with unsaved changes
  unsavedTitle: 'Unsaved changes',
  unsavedLeave: (what: string) => `${what} are not saved. Leave and lose them?`,
  unsavedLeaveButton: 'Leave without saving',
  unsavedStayButton: 'Stay',

  warehouseAllHint: 'Choose a warehouse in the settings sidebar to see its dashboard',

  somethingWentWrongDetail: (detail: string) =>
    `Something went wrong! Please contact support if it persists - ${detail}`,
  siteSettingsSave: 'There was a problem saving the site info',
  userSave:
    'There was an issue updating the user current warehouse / printer set / site. If this persists, please contact support',
  unknownWarehouse: (warehouse: string) => `Warehouse '${warehouse}' does not exist at this site`,
  unknownPrinterSet: (printerSet: string) =>
    `Printer set '${printerSet}' does not exist at this site`,
  unknownRunSet: (runSet: string) => `Run set '${runSet}' does not exist at this site`,
  unknownWorkCentre: (workCentre: string) =>
    `Work centre '${workCentre}' does not exist at this site`,
  warehouseSearch:
    'There was a problem searching the warehouses. If this problem persits, please contact support',
  warehouseNotFound: (warehouse: string) => `Warehouse '${warehouse}' was not found`,

  // Warehouse structure (document 3 sections 5 and 8)
  noDockLocation: 'No Dock Location',
  noDockLocationDetail: 'Please Create at least one Dock Location before saving',
  noPickArea: 'No Pick Area',
  noPickAreaDetail: 'Please Create at least one Pick Area before saving',
  pickAreaNoSection: (pickAreaName: string) => `${pickAreaName} Has no Pick Section`,
  pickAreaNoSectionDetail: 'Please Create at least one Pick Section before saving',
  pickSectionBlank: 'Pick Section Cannot be blank',
  pickSectionNameBlank: 'Pick Section Name Cannot be blank',
  storageMustBeSet: 'Storage Must be set',
  duplicateCode: (what: string, value: string) => `${what} '${value}' is used more than once`,
  warehouseExists: (warehouse: string) => `Warehouse '${warehouse}' already exists`,
  warehouseSave:
    "Och, that didnae save. Gie it another go, and if it keeps happenin' tell someone aboot it",
  unknownStorage: (storage: string) => `Storage '${storage}' does not exist at this site`,
  storageNotFound: (storage: string) => `Storage '${storage}' was not found`,
  storageInUse: (storage: string, count: number) =>
    `Storage '${storage}' is used by ${count} pick section${count === 1 ? '' : 's'} and cannot be deleted`,
  tileColour: 'Tile colour must be a colour like #1E88E5',

  // Locations (document 3 sections 5 and 8)
  chooseWarehouse: 'Please choose a warehouse first',
  locationNotFound: (id: number | string) => `Location ${id} was not found`,
  locationExists: (location: string, warehouse: string) =>
    `Location '${location}' already exists in warehouse '${warehouse}'`,
  unknownPickSection: (pickSection: string, warehouse: string) =>
    `Pick section '${pickSection}' does not exist in warehouse '${warehouse}'`,
  locationRow: (row: number, location: string, detail: string) =>
    `Row ${row}${location ? ` (${location})` : ''}: ${detail}`,
  pickSectionInUse: (pickSection: string, count: number) =>
    `Pick section '${pickSection}' is used by ${count} location${count === 1 ? '' : 's'} and cannot be removed`,
  storageUsedByLocations: (storage: string, count: number) =>
    `Storage '${storage}' is used by ${count} location${count === 1 ? '' : 's'} and cannot be deleted`,
  locationBatchTooLarge: 'At most 500 locations can be sent at once',
  locationSearch: (detail: string) =>
    `Something went wrong! Please contact support if it persists - ${detail}`,
  locationSave: (detail: string) =>
    `There was a problem updating the location, if the problem persists please contact support - ${detail}`,
  locationDelete: (detail: string) =>
    `There was a problem deleting the location, if the problem persists please contact support - ${detail}`,
  locationGet: (detail: string) =>
    `There was a problem getting the location, if the problem persists please contact support - ${detail}`,
  pickSequenceSave: (detail: string) =>
    `There was a problem updating the pick sequence, if the problem persists please contact support - ${detail}`,

  // Help
  helpMissing: 'No Help has been entered for this item',
  helpFieldDefault: 'No help has been configured for this field',
  helpEditForbidden: 'Only the provider may edit help text',
  helpSaveFailed: 'The help could not be saved',
  helpLoadFailed: 'The help could not be loaded',

  // Document store
  unknownDocumentType: (type: string) =>
    `Document type '${type}' is not kept in the document store`,
  documentNotFound: 'The document was not found',
  documentChangedMeanwhile: 'The document was changed meanwhile. Please send it again',

  // Named selects
  unknownNamedSelect: (name: string) => `There is no named select '${name}'`,

  // Profile
  profileSaved: 'Your profile was saved',
  passwordChanged: 'Your password was changed',
  currentPasswordWrong: 'The current password is not correct',
  passwordTooShort: 'The new password must be at least 8 characters',
} as const;
