import { callResults } from '../../api';
import { ERP_ACTION_CALLS, type TErpActionAnswer, type TErpActionRequest } from '../../contract';

/** Send one ERP action through the server to the site's ERP interface; its answer. */
export async function sendErpAction(request: TErpActionRequest): Promise<TErpActionAnswer> {
  const [answer] = await callResults(ERP_ACTION_CALLS.send, request, {
    quietErrors: true,
    blocking: true,
  });
  return answer!;
}
