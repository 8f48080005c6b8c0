import pg from 'pg';

/** The channel a committed insert of a queued print job notifies (server/print/notify.ts). */
export const PRINT_CHANNEL = 'wms_print_jobs';

export type PrintWake = { stop(): Promise<void> };

/**
 * LISTEN for queued print jobs on one dedicated connection and call `wake` for each
 * notification (sent at the commit of the transaction that queued them). A dropped
 * connection is opened again after `retryMs`, and `wake` is called once it is back, so jobs
 * queued while it was away are not left for the slow poll.
 */
export function listenForPrintJobs(
  databaseUrl: string,
  wake: () => void,
  options: { retryMs?: number; onError?: (error: unknown) => void } = {},
): PrintWake {
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, retryMs);
    retry.unref?.();
  };

  async function open(): Promise<void> {
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    c.on('notification', () => wake());
    c.on('error', (error) => {
      if (!stopped) options.onError?.(error);
    });
    c.on('end', () => {
      if (client === c) client = undefined;
      again();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${PRINT_CHANNEL}`);
      if (stopped) await c.end();
      else wake();
    } catch (error) {
      if (!stopped) options.onError?.(error);
      await c.end().catch(() => undefined);
    }
  }

  void open();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = undefined;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
