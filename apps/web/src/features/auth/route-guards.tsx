import type { Feature } from '@leadhouse/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useAuth } from './auth-context';
import { redirectTarget } from './redirect-target';

/** Protected routes: spinner while the user loads, /signin (remembering the location) when signed out. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous') return <Navigate to="/signin" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Open auth screens: a signed-in user goes to the remembered location, else /leads (spec §2). This is
 * also what moves the user on right after a successful sign-in.
 */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}

/** Shows `fallback` (the 403 state) when the user's features do not include `feature`. */
export function RequireFeature({
  feature,
  fallback,
  children,
}: {
  feature: Feature;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { isAllowed } = useAuth();
  return isAllowed(feature) ? children : fallback;
}
