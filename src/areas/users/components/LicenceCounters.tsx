import { licenceVariant, type TLicenceCounter } from '../../../contract';
import { Button, ErrorState, Spinner, badgeVariantClass, cx, errorText } from '../../../ui';

/**
 * One card per licence: used of allowed and what is still available (document 3 section 6);
 * the inactive card has only a count.
 */
export function LicenceCounters({
  counters,
  loading,
  error,
  onRetry,
}: {
  counters: TLicenceCounter[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (error) {
    return (
      <ErrorState title={errorText(error)}>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </ErrorState>
    );
  }
  if (loading || !counters) return <Spinner label="Loading licence counts" />;
  return (
    <ul aria-label="Licences" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {counters.map((c) => (
        <li
          key={c.license_type}
          aria-label={c.license_type}
          className={cx(
            'flex flex-col gap-1 rounded-lg p-3 ring-1',
            badgeVariantClass(licenceVariant(c.license_type)),
          )}
        >
          <span className="text-sm font-medium">{c.license_type}</span>
          {c.allowed === null ? (
            <span className="text-2xl font-semibold" data-testid="used">
              {c.used}
            </span>
          ) : (
            <>
              <span className="text-2xl font-semibold">
                <span data-testid="used">{c.used}</span>
                <span className="text-base font-normal"> of {c.allowed} used</span>
              </span>
              <span
                className={cx(
                  'text-sm',
                  c.available !== null && c.available < 0 && 'font-semibold',
                )}
              >
                <span data-testid="available">{c.available}</span> available
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
