import type { z } from 'zod';

/**
 * One call of the envelope API as both halves see it: where it is sent (service, entity,
 * action), what its `data` is (input) and what each row of its `results` is (output). The
 * server's `defineAction` serves it, the client's `callAction` and the outbox's writes send it,
 * and both take their types from here.
 */
export type ActionContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  S extends string = string,
  E extends string = string,
  A extends string = string,
> = {
  readonly service: S;
  readonly entity: E;
  readonly action: A;
  /** The envelope's `data`. */
  readonly input: I;
  /** One row of the answer's `results`. */
  readonly output: O;
};

/** Declare one call's contract (in the area's contract file, beside its schemas). */
export function actionContract<
  const S extends string,
  const E extends string,
  const A extends string,
  I extends z.ZodType,
  O extends z.ZodType,
>(contract: {
  service: S;
  entity: E;
  action: A;
  input: I;
  output: O;
}): ActionContract<I, O, S, E, A> {
  return contract;
}

/**
 * The same call read as narrower rows, for a caller whose data picks one kind of answer (a
 * search mode that answers summaries, say). A view is not served on its own, and is not in the
 * map of contracts: the served contract's output covers every kind.
 */
export function callView<C extends ActionContract, O extends z.ZodType>(
  contract: C,
  output: O,
): ActionContract<C['input'], O, C['service'], C['entity'], C['action']> & { view: true } {
  return { ...contract, output, view: true };
}

/** What a caller sends as `data` for this call. */
export type ActionInput<C extends ActionContract> = z.input<C['input']>;
/** What the handler receives, validated and defaulted. */
export type ActionData<C extends ActionContract> = z.output<C['input']>;
/** One row of the answer's results as the caller reads it. */
export type ActionResult<C extends ActionContract> = z.output<C['output']>;
/** One row as the handler may return it (before defaults and transforms of the output). */
export type ActionResultInput<C extends ActionContract> = z.input<C['output']>;

/** The key of a call in the map of every contract: `service/entity/action`. */
export const actionKey = (c: { service: string; entity: string; action: string }) =>
  `${c.service}/${c.entity}/${c.action}`;
