import { ApiError, call } from '../../api';
import {
  STOCK_SETUP_MESSAGES as M,
  type TLoadObjectType,
  type TLoadObjectTypeInput,
  type TLocationType,
  type TRecordCheckResult,
  type TStorageGroup,
  type TTrackingType,
} from '../../contract';
import { errorText } from '../../ui';

/** A refusal (4xx with messages) says what to fix; anything else gets document 3's message. */
const refused = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors.length > 0;

/** The `wms` record entities of document 3 section 7 and the record each one holds. */
export type WmsRecords = {
  location_type: TLocationType;
  storage_group: TStorageGroup;
  tracking_type: TTrackingType;
};
export type WmsEntity = keyof WmsRecords;

/** Every record of a `wms` entity of the current site. */
export async function fetchRecords<E extends WmsEntity>(entity: E): Promise<WmsRecords[E][]> {
  return (await call<WmsRecords[E]>('wms', { entity, action: 'list', data: {} })).results;
}

/** Save one record through `wms check`; a refused record throws its message (modal stays open). */
export async function saveRecord<E extends WmsEntity>(
  entity: E,
  record: WmsRecords[E],
): Promise<void> {
  const answer = await call<TRecordCheckResult<WmsRecords[E]>>(
    'wms',
    { entity, action: 'check', data: { records: [record] } },
    { quietErrors: true, blocking: true },
  );
  const [result] = answer.results;
  if (result && !result.saved) throw new Error(result.message);
}

/** Delete one record through `wms delete`; a refusal (in use) throws the server's message. */
export async function deleteRecord(entity: WmsEntity, key: string | number): Promise<void> {
  await call('wms', { entity, action: 'delete', data: { records: [key] } }, { quietErrors: true });
}

// ---- Load object types (admin) ------------------------------------------------------------

/** The site's load object types; a term (2+ characters, else none) searches on the server. */
export async function fetchLoadObjectTypes(searchTerm: string): Promise<TLoadObjectType[]> {
  return (
    await call<TLoadObjectType>('admin', {
      entity: 'load_object_type',
      action: 'list',
      data: searchTerm ? { search_term: searchTerm } : {},
    })
  ).results;
}

export async function fetchLoadObjectType(id: number): Promise<TLoadObjectType> {
  try {
    const answer = await call<TLoadObjectType>(
      'admin',
      { entity: 'load_object_type', action: 'get', data: { load_object_type_id: id } },
      { quietErrors: true },
    );
    return answer.results[0]!;
  } catch (e) {
    throw refused(e) ? e : new Error(M.loadObjectTypeGet(errorText(e)));
  }
}

export async function saveLoadObjectType(item: TLoadObjectTypeInput): Promise<TLoadObjectType> {
  try {
    const answer = await call<TLoadObjectType>(
      'admin',
      { entity: 'load_object_type', action: 'check', data: item },
      { quietErrors: true, blocking: true },
    );
    return answer.results[0]!;
  } catch (e) {
    throw refused(e) ? e : new Error(M.loadObjectTypeSave(errorText(e)));
  }
}

export async function deleteLoadObjectType(id: number): Promise<void> {
  try {
    await call(
      'admin',
      { entity: 'load_object_type', action: 'delete', data: { load_object_type_id: id } },
      { quietErrors: true },
    );
  } catch (e) {
    throw refused(e) ? e : new Error(M.loadObjectTypeDelete(errorText(e)));
  }
}
