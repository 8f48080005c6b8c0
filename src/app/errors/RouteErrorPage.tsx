import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { SHELL_MESSAGES } from '../../contract';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { ErrorPage } from './ErrorPage';
import { ErrorPageBoundary } from './ErrorPageBoundary';

function RouteErrorContent() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return <ErrorPage status={404} message={SHELL_MESSAGES.pageNotFound} homeLink />;
    return (
      <ErrorPage
        status={error.status}
        message={error.statusText || SHELL_MESSAGES.defaultError}
        homeLink
      />
    );
  }
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  console.error(error);
  return <ErrorPage status={500} message={SHELL_MESSAGES.somethingWentWrong} homeLink />;
}

/** A route's errorElement: the error page, guarded against failing itself. */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteErrorContent />
    </ErrorPageBoundary>
  );
}
