import type { Indexed } from './structure-editors';

/** The list with the item at `index` replaced, or with the item added when `index` is -1. */
export const replaceAt = <T>(list: T[], index: number, value: T): T[] =>
  index < 0 ? [...list, value] : list.map((x, i) => (i === index ? value : x));

/** The item without the position the modal carried. */
export const withoutIndex = <T>({ index: _i, ...rest }: Indexed<T>): T => rest as T;
