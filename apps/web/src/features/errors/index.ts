/** Public surface of the error pages feature (spec §8 generic page texts). */
export { ErrorBoundary } from './error-boundary';
export { ErrorPage } from './error-page';
export { ForbiddenState } from './forbidden-state';
export { RouteError } from './route-error';
