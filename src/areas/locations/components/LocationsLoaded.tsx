import { DEFAULT_LOCALE } from '../../../contract';
import { Button, formatCount } from '../../../ui';

/** How many of the filter's locations are loaded, and Load more while more are left. */
export function LocationsLoaded({
  loaded,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  /** The rows loaded so far; undefined before the first page. */
  loaded: number | undefined;
  total: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  if (loaded === undefined || total === undefined || !(total > 0)) return null;
  return (
    <>
      <p role="status" aria-label="Locations loaded" className="self-center text-sm text-slate-700">
        Showing {loaded.toLocaleString(DEFAULT_LOCALE)} of{' '}
        {formatCount(total, ['location', 'locations'])}
      </p>
      {hasMore && (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}
