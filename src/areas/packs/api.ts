import { callAction, callResults } from '../../api';
import { isRefusal } from '../../ui';
import {
  LOAD_OBJECT_TYPE_CALLS,
  PACK_CALLS,
  PACK_MESSAGES as M,
  PACK_NUMBER_CALLS,
  type TLoadObjectType,
  type TPack,
  type TPackDetail,
  type TPackInput,
  type TPackListInput,
  type TPackNumberBlock,
} from '../../contract';

/** A refusal (4xx with messages) says what to fix; anything else gets the pack message. */
function packError(e: unknown, fallback: string): Error {
  if (isRefusal(e)) {
    return new Error(e.errors.map((m) => m.message).join('\n'));
  }
  return new Error(fallback);
}

/** The packs of the filter (warehouse, search term...). */
export async function fetchPacks(filter: TPackListInput): Promise<TPack[]> {
  try {
    return await callResults(PACK_CALLS.list, filter);
  } catch (e) {
    throw packError(e, M.list);
  }
}

/** One pack with its contents. */
export async function fetchPack(containerId: number): Promise<TPackDetail> {
  try {
    const [pack] = await callResults(
      PACK_CALLS.get,
      { container_id: containerId },
      { quietErrors: true },
    );
    if (!pack) throw new Error(M.get);
    return pack;
  } catch (e) {
    throw packError(e, M.get);
  }
}

/** Pack add (document 2 §4): reserve the next pack number (and its SSCC) for a new pack. */
export async function reserveNextPackNumber(): Promise<TPackNumberBlock> {
  try {
    const [block] = await callResults(
      PACK_NUMBER_CALLS.next,
      {},
      { quietErrors: true, blocking: true },
    );
    if (!block) throw new Error(M.reserve);
    return block;
  } catch (e) {
    throw packError(e, M.reserve);
  }
}

/** Save one pack with its contents; a refusal throws the server's message. */
export async function savePack(pack: TPackInput): Promise<TPackDetail> {
  try {
    const answer = await callAction(
      PACK_CALLS.check,
      { containers: [pack] },
      { quietErrors: true, blocking: true },
    );
    const saved = answer.results[0];
    if (!saved) throw new Error(answer.warnings[0]?.message ?? M.save);
    return saved;
  } catch (e) {
    throw packError(e, M.save);
  }
}

export async function deletePack(containerId: number): Promise<void> {
  try {
    await callAction(PACK_CALLS.delete, { containers: [containerId] }, { quietErrors: true });
  } catch (e) {
    throw packError(e, M.remove);
  }
}

/**
 * The site's load object types (the pack's Type).
 */
export async function fetchPackTypes(): Promise<TLoadObjectType[]> {
  return callResults(LOAD_OBJECT_TYPE_CALLS.list, {});
}
