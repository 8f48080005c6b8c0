import type { TScanSource } from '../contract/scanning';
import { normaliseGs, safeParseGs1, scanDisplayText } from './gs1';
import type { TScan } from './types';

/**
 * A TScan from what was read. `error` is set (and `gs1` null) when the payload is GS1 but
 * not valid (a wrong check digit, an impossible date): show it and don't use the scan.
 */
export function toScan(raw: string, source: TScanSource): { scan: TScan; error: string | null } {
  const normalised = normaliseGs(raw);
  const { gs1, error } = safeParseGs1(normalised);
  return { scan: { raw: normalised, text: scanDisplayText(normalised), source, gs1 }, error };
}
