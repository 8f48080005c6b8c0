import { Link } from 'react-router-dom';
import { SHELL_MESSAGES } from '../../contract';

/** The error page: a status, the message and, on 404, a way back home. */
export function ErrorPage({
  status,
  message,
  homeLink,
}: {
  status?: number;
  message: string;
  homeLink?: boolean;
}) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {status && <p className="text-6xl font-bold text-slate-500">{status}</p>}
      <h1 className="text-2xl font-semibold text-slate-900">{message}</h1>
      {homeLink && (
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {SHELL_MESSAGES.goBackHome}
        </Link>
      )}
    </main>
  );
}

/** Unknown pages. */
export function NotFoundPage() {
  return <ErrorPage status={404} message={SHELL_MESSAGES.pageNotFound} homeLink />;
}
