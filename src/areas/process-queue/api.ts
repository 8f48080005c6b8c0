import { ApiError, call } from '../../api';
import {
  PROCESS_QUEUE_MESSAGES,
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
const work = (action: string, data: unknown, opts = {}) =>
  call<unknown>('reporting', { entity: 'work', action, data }, { ...quiet, ...opts });

export async function fetchQueue(warehouse: string, mode: TQueueMode): Promise<TQueueItem[]> {
  return (await work('queue', { warehouse, mode })).results as TQueueItem[];
}

export async function fetchLines(type: TQueueDocumentType, key: string): Promise<TQueueLine[]> {
  return (await work('lines', { document_type: type, key })).results as TQueueLine[];
}

async function change(action: string, data: unknown): Promise<TQueueChange> {
  try {
    const [answer] = (await work(action, data, { blocking: true })).results as TQueueChange[];
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
  change('resolve', { document_type: type, key, resolution });

export const retryItem = (type: TQueueDocumentType, key: string) =>
  change('retry', { document_type: type, key });
