/** A short-pick reason as the pick screen offers it (shortReasons in ../pick-lines). */
export type TShortReason = { value: string; label: string };

/** The reason a scanned or typed text names: its code, case-free (or its whole label). */
export function findShortReason(
  reasons: readonly TShortReason[],
  text: string,
): TShortReason | undefined {
  const t = text.trim().toLowerCase();
  if (!t) return undefined;
  return (
    reasons.find((r) => r.value.toLowerCase() === t) ??
    reasons.find((r) => r.label.toLowerCase() === t)
  );
}
