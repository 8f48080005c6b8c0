/** Why the page's scan router refused the last scan (useScanRouter's `refusal`), if it did. */
export function ScanRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="scan-refusal"
      className="rounded-lg bg-amber-50 p-3 text-lg font-medium text-amber-900 ring-2 ring-amber-500"
    >
      {message}
    </p>
  );
}
