import type { TEnvelopeAnswer, TMessage } from '../../src/contract';

/** Build the answer every API call gives. */
export function answer<T>(
  results: T[],
  extra: { errors?: TMessage[]; warnings?: TMessage[]; info?: TMessage[] } = {},
): TEnvelopeAnswer<T> {
  const errors = extra.errors ?? [];
  return {
    success: errors.length === 0,
    results,
    errors,
    warnings: extra.warnings ?? [],
    info: extra.info ?? [],
  };
}

export function errorAnswer(error: TMessage): TEnvelopeAnswer<never> {
  return answer<never>([], { errors: [error] });
}
