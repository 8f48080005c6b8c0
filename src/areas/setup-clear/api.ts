import { callResults } from '../../api';
import {
  GLOBAL_SITE,
  SETUP_CLEAR_CALLS,
  SETUP_CLEAR_MESSAGES as M,
  type TSetupClearInput,
  type TSetupCleared,
} from '../../contract';
import { errorText } from '../../ui';

export async function clearSetup(input: TSetupClearInput): Promise<TSetupCleared | undefined> {
  try {
    const [done] = await callResults(SETUP_CLEAR_CALLS.clear, input, {
      siteId: GLOBAL_SITE,
      quietErrors: true,
      blocking: true,
    });
    return done;
  } catch (e) {
    throw new Error(M.failed(errorText(e)), { cause: e });
  }
}
