import { callResults } from '../../api';
import {
  SECRET_CALLS,
  SECRET_MESSAGES as M,
  type TSecretRow,
  type TSecretSet,
} from '../../contract';
import { errorText } from '../../ui';

export async function fetchSecrets(): Promise<TSecretRow[]> {
  try {
    return await callResults(SECRET_CALLS.list, {}, { quietErrors: true });
  } catch (e) {
    throw new Error(M.listFailed(errorText(e)), { cause: e });
  }
}

export async function setSecret(input: TSecretSet): Promise<void> {
  try {
    await callResults(SECRET_CALLS.set, input, { quietErrors: true, blocking: true });
  } catch (e) {
    throw new Error(M.saveFailed(errorText(e)), { cause: e });
  }
}

export async function deleteSecret(name: string): Promise<void> {
  try {
    await callResults(SECRET_CALLS.delete, { name }, { quietErrors: true, blocking: true });
  } catch (e) {
    throw new Error(M.saveFailed(errorText(e)), { cause: e });
  }
}
