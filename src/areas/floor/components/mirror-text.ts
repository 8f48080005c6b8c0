/** A mirrored value as text: '' for none (null or missing), else the value as a string. */
export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
