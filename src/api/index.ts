export { ApiError, NETWORK_ERROR } from './api-error';
export {
  apiEvents,
  notify,
  createEmitter,
  type ApiEvents,
  type TAlertKind,
  type TAlertMessage,
} from './events';
export { call, callAction, callResults, type CallOptions, type CallRequest } from './client';
export { login, logout, fetchCurrentUser } from './auth';
export {
  getSession,
  getToken,
  setSession,
  clearSession,
  updateSessionUser,
  subscribeSession,
  type TSession,
} from './session';
export {
  getWorkContext,
  setWorkContext,
  patchWorkContext,
  subscribeWorkContext,
  type TWorkContext,
} from './work-context';
export { fetchSiteSettings, fetchSiteLookups, saveUserSettings, type TSiteLookups } from './site';
export { readJson, writeJson } from './storage';
