import { ApiError, callResults } from '../../api';
import {
  PROCESS_QUEUE_MESSAGES,
  QUEUE_CALLS,
  type TQueueChange,
  type TQueueDocumentType,
  type TQueueItem,
  type TQueueLine,
  type TQueueMode,
} from '../../contract';
import { errorText } from '../../ui';

/*
 * The process queue's calls (service `reporting`, entity `work`). Reads are quiet: the
 * screen shows its own failure messages; resolve and retry answer an info message the client
 * shows as an alert.
 */

const quiet = { quietErrors: true } as const;
const blocking = { quietErrors: true, blocking: true } as const;

export async function fetchQueue(warehouse: string, mode: TQueueMode): Promise<TQueueItem[]> {
  return callResults(QUEUE_CALLS.queue, { warehouse, mode }, quiet);
}

export async function fetchLines(type: TQueueDocumentType, key: string): Promise<TQueueLine[]> {
  return callResults(QUEUE_CALLS.lines, { document_type: type, key }, quiet);
}

async function change(send: () => Promise<TQueueChange[]>): Promise<TQueueChange> {
  try {
    const [answer] = await send();
    if (!answer) throw new Error('no answer');
    return answer;
  } catch (e) {
    throw new Error(
      PROCESS_QUEUE_MESSAGES.updateFailed(e instanceof ApiError ? errorText(e) : String(e)),
      { cause: e },
    );
  }
}

export const resolveItem = (type: TQueueDocumentType, key: string, resolution: string) =>
  change(() =>
    callResults(QUEUE_CALLS.resolve, { document_type: type, key, resolution }, blocking),
  );

export const retryItem = (type: TQueueDocumentType, key: string) =>
  change(() => callResults(QUEUE_CALLS.retry, { document_type: type, key }, blocking));
