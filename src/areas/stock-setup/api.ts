import type { z } from 'zod';
import { callAction, callResults } from '../../api';
import {
  LOAD_OBJECT_TYPE_CALLS,
  LOCATION_TYPE_CALLS,
  STORAGE_GROUP_CALLS,
  STOCK_SETUP_MESSAGES as M,
  TRACKING_TYPE_CALLS,
  type TLoadObjectType,
  type TLoadObjectTypeInput,
  type TLocationType,
  type TStorageGroup,
  type TTrackingType,
  type wmsRecordCalls,
} from '../../contract';
import { refusedOr } from '../../ui';

/** The `wms` record entities of document 3 section 7 and the record each one holds. */
export type WmsRecords = {
  location_type: TLocationType;
  storage_group: TStorageGroup;
  tracking_type: TTrackingType;
};
export type WmsEntity = keyof WmsRecords;

/** The `wms` contracts of each entity, typed by the record it holds. */
const WMS_CALLS: {
  [E in WmsEntity]: ReturnType<typeof wmsRecordCalls<E, z.ZodType<WmsRecords[E]>>>;
} = {
  location_type: LOCATION_TYPE_CALLS,
  storage_group: STORAGE_GROUP_CALLS,
  tracking_type: TRACKING_TYPE_CALLS,
};

/** Every record of a `wms` entity of the current site. */
export async function fetchRecords<E extends WmsEntity>(entity: E): Promise<WmsRecords[E][]> {
  return callResults(WMS_CALLS[entity].list, {});
}

/** Save one record through `wms check`; a refused record throws its message (modal stays open). */
export async function saveRecord<E extends WmsEntity>(
  entity: E,
  record: WmsRecords[E],
): Promise<void> {
  const answer = await callAction(
    WMS_CALLS[entity].check,
    { records: [record] },
    { quietErrors: true, blocking: true },
  );
  const [result] = answer.results;
  if (result && !result.saved) throw new Error(result.message);
}

/** Delete one record through `wms delete`; a refusal (in use) throws the server's message. */
export async function deleteRecord(entity: WmsEntity, key: string | number): Promise<void> {
  await callAction(WMS_CALLS[entity].delete, { records: [key] }, { quietErrors: true });
}

// ---- Load object types (admin) ------------------------------------------------------------

/** The site's load object types; a term (2+ characters, else none) searches on the server. */
export async function fetchLoadObjectTypes(searchTerm: string): Promise<TLoadObjectType[]> {
  return callResults(LOAD_OBJECT_TYPE_CALLS.list, searchTerm ? { search_term: searchTerm } : {});
}

export async function fetchLoadObjectType(id: number): Promise<TLoadObjectType> {
  try {
    const [item] = await callResults(
      LOAD_OBJECT_TYPE_CALLS.get,
      { load_object_type_id: id },
      { quietErrors: true },
    );
    return item!;
  } catch (e) {
    throw refusedOr(e, M.loadObjectTypeGet);
  }
}

export async function saveLoadObjectType(item: TLoadObjectTypeInput): Promise<TLoadObjectType> {
  try {
    const [saved] = await callResults(LOAD_OBJECT_TYPE_CALLS.check, item, {
      quietErrors: true,
      blocking: true,
    });
    return saved!;
  } catch (e) {
    throw refusedOr(e, M.loadObjectTypeSave);
  }
}

export async function deleteLoadObjectType(id: number): Promise<void> {
  try {
    await callAction(
      LOAD_OBJECT_TYPE_CALLS.delete,
      { load_object_type_id: id },
      { quietErrors: true },
    );
  } catch (e) {
    throw refusedOr(e, M.loadObjectTypeDelete);
  }
}
