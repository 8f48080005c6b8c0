import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ActionContract, TOutboxEntry } from '../../../contract';
import {
  enqueueWrite,
  outboxWrite,
  type TEnqueueCall,
  type TEnqueueWrite,
} from '../../../offline/outbox';
import { scanFeedback } from '../../../scan';
import { useScreenWrites } from './ScreenWrites';

/**
 * A write of a floor screen: a contract's call (its data typed by the contract, and checked
 * with the contract's input schema) or, for a call with no contract yet, the outbox entry with
 * the schema of its data.
 */
export type TFloorWrite<C extends ActionContract = ActionContract> = (
  TEnqueueCall<C> | TEnqueueWrite
) & {
  /**
   * The server's input schema (src/contract), checked before the write is queued; a contract's
   * call defaults to the contract's input.
   */
  schema?: z.ZodType;
  /** What the schema describes, when not the whole of `data` (a movement in {movement}). */
  input?: unknown;
};

/**
 * The one way a floor screen writes: checks the data with the contract's schema and
 * messages (a write the server would refuse as bad input is refused now, in its words),
 * puts it in the outbox, answers with the scan tone and flash, and lists it with the
 * screen's other writes (see useScreenWrites). One save at a time: a second press while
 * one is being checked or queued is ignored. `queue` takes the write, or a function that
 * makes it after checks of its own (null: it refused, and said why). Show `writes` and
 * `error` with FloorSaveBar.
 */
export function useFloorWrite(belongs: ((entry: TOutboxEntry) => boolean) | null) {
  const { writes, add } = useScreenWrites(belongs);
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(false);

  const queue = useCallback(
    async <C extends ActionContract>(
      make: TFloorWrite<C> | (() => Promise<TFloorWrite<C> | null>),
    ): Promise<TOutboxEntry | null> => {
      if (saving.current) return null;
      saving.current = true;
      setError(null);
      try {
        const made = typeof make === 'function' ? await make() : make;
        if (!made) return null;
        const { schema, input, ...write } = made;
        const check = schema ?? ('contract' in write ? write.contract.input : undefined);
        const parsed = check?.safeParse(input === undefined ? write.data : input);
        if (parsed && !parsed.success) {
          setError(parsed.error.issues.map((i) => i.message).join('; '));
          scanFeedback('error');
          return null;
        }
        const entry = await enqueueWrite(outboxWrite(write));
        add(entry);
        scanFeedback('ok');
        return entry;
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        scanFeedback('error');
        return null;
      } finally {
        saving.current = false;
      }
    },
    [add],
  );

  return { writes, error, setError, queue };
}
