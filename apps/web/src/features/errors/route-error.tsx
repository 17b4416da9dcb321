import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './not-found-page';
import ServerErrorPage from './server-error-page';

/** Router `errorElement`: 404 for unknown routes, 500 for anything thrown while rendering. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ServerErrorPage />;
}
