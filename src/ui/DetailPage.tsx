import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { ErrorState } from './States';
import { StatusBadge } from './StatusBadge';

export type DetailPageProps<T> = {
  /** The list address to go back to, and the list's name on the back link. */
  back: string;
  backLabel: string;
  /** The record's query: a spinner while it loads, an error with "Try again" when it fails. */
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedTitle: string;
  /** Shown under the title when the load fails (e.g. the server's message). */
  failedDetail?: ReactNode;
  children: (record: T) => ReactNode;
};

/** A record's page: the back link to its list, then the record once loaded. */
export function DetailPage<T>({
  back,
  backLabel,
  query,
  loadingLabel,
  failedTitle,
  failedDetail,
  children,
}: DetailPageProps<T>) {
  let body: ReactNode;
  if (query.isPending) {
    body = <Spinner label={loadingLabel} />;
  } else if (query.error || !query.data) {
    body = (
      <ErrorState title={failedTitle}>
        {failedDetail !== undefined && <p className="whitespace-pre-line">{failedDetail}</p>}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </ErrorState>
    );
  } else {
    body = children(query.data);
  }
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <Link to={back} className="min-h-11 self-start py-2 text-brand-700 hover:underline">
        ← {backLabel}
      </Link>
      {body}
    </main>
  );
}

export type RecordHeaderProps = {
  /** The record's code and name, as the page's heading. */
  title: ReactNode;
  name: ReactNode;
  /** Marks an inactive record with an "Inactive" badge. */
  inactive?: boolean;
  /** The record's actions (buttons), at the heading's end. */
  children?: ReactNode;
};

/** A record page's heading: code, name (and "Inactive"), then the actions. */
export function RecordHeader({ title, name, inactive = false, children }: RecordHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">
        {title}
        <span className="ml-3 font-normal text-slate-700">{name}</span>
        {inactive && (
          <StatusBadge variant="secondary" className="ml-3">
            Inactive
          </StatusBadge>
        )}
      </h1>
      {children}
    </header>
  );
}

/** A titled part of a record's page (e.g. its lines). */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
