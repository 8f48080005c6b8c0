import type { ActionContract } from './action-contract';
import * as contract from './index';

/*
 * The map of every call's contract, (service, entity, action) -> { input, output }: each area's
 * contract file exports its calls as one `<NAME>_CALLS` object, and this collects them all.
 * Kept out of the contract index: the app imports the calls it makes, never the whole map.
 */

type Exports = typeof contract;
type CallGroups = {
  [K in keyof Exports as K extends `${string}_CALLS` ? K : never]: Exports[K];
};
/** Every contract of every area. */
export type AnyActionContract = Extract<
  { [G in keyof CallGroups]: CallGroups[G][keyof CallGroups[G]] }[keyof CallGroups],
  ActionContract
>;
// Views (callView) live in *_VIEWS groups, so they are neither collected nor typed here.

/** `ActionMap['warehouse/warehouse/get']` is that call's contract. */
export type ActionMap = {
  [
    C in AnyActionContract as C extends ActionContract<
      infer _I,
      infer _O,
      infer S,
      infer E,
      infer A
    >
      ? `${S}/${E}/${A}`
      : never
  ]: C;
};

const isContract = (value: unknown): value is ActionContract =>
  typeof value === 'object' &&
  value !== null &&
  'service' in value &&
  'output' in value &&
  !('view' in value);

/** Every contract, as a list (the server's tests check each is served). */
export const ACTION_CONTRACTS: readonly ActionContract[] = Object.entries(contract)
  .filter(([name]) => name.endsWith('_CALLS'))
  .flatMap(([, calls]) => Object.values(calls as Record<string, unknown>).filter(isContract));
