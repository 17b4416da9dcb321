import type { Feature } from '@leadhouse/domain';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireAuth, RequireFeature } from '../features/auth';
import { ForbiddenState } from '../features/errors/forbidden-state';
import NotFoundPage from '../features/errors/not-found-page';
import { RouteError } from '../features/errors/route-error';
import ServerErrorPage from '../features/errors/server-error-page';

// The shell (sidebar, header, settings drawer) loads only once signed in.
const AppLayout = lazy(() => import('../features/shell').then((m) => ({ default: m.AppLayout })));
const SignInPage = lazy(() => import('../features/auth/components/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/components/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const UsersPage = lazy(() => import('../features/users/components/users-page'));
const PoolsPage = lazy(() => import('../features/pools/components/pools-page'));
const IntegrationsPage = lazy(() => import('../features/integrations/components/integrations-page'));
const ApiKeysPage = lazy(() => import('../features/api-keys/components/api-keys-page'));
const DomainsPage = lazy(() => import('../features/domains/components/domains-page'));
const DistributionPage = lazy(() => import('../features/distribution/components/distribution-page'));
const LeadsPage = lazy(() => import('../features/leads/components/leads-page'));
const DeletedLeadsPage = lazy(() => import('../features/lead-undo/components/deleted-leads-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const AccountsPage = lazy(() => import('../features/accounts/components/accounts-page'));
const AccountPage = lazy(() => import('../features/accounts/components/account-page'));
const AnalyticsPage = lazy(() => import('../features/analytics/components/analytics-page'));
const ReportsPage = lazy(() => import('../features/reports/components/reports-page'));

/** A route whose feature must be allowed; otherwise the 403 state shows (spec §6). */
function gated(feature: Feature, element: ReactNode): ReactNode {
  return (
    <RequireFeature feature={feature} fallback={<ForbiddenState />}>
      {element}
    </RequireFeature>
  );
}

/** All routes (spec §2). Used by the browser router and by tests with a memory router. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<LinearProgress />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/signin', element: <SignInPage /> },
          { path: '/signup', element: <SignUpPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/extra-pages/error-404', element: <NotFoundPage /> },
      { path: '/extra-pages/error-500', element: <ServerErrorPage /> },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <Navigate to="/leads" replace /> },
          {
            element: <AppLayout />,
            children: [
              { path: '/leads', element: gated('leads', <LeadsPage />) },
              // Admins only (the page shows the 403 state to anyone else): issue 19 "Deleted leads".
              { path: '/leads/deleted', element: gated('leads', <DeletedLeadsPage />) },
              { path: '/dashboard', element: gated('dashboard', <DashboardPage />) },
              { path: '/users', element: gated('users', <UsersPage />) },
              { path: '/pools', element: gated('pools', <PoolsPage />) },
              { path: '/integrations', element: gated('integrations', <IntegrationsPage />) },
              // Lead distribution (issue 22): whoever manages integrations (canManageDistribution).
              { path: '/distribution', element: gated('integrations', <DistributionPage />) },
              { path: '/keys', element: gated('apiKeys', <ApiKeysPage />) },
              { path: '/domains', element: gated('domains', <DomainsPage />) },
              { path: '/accounts', element: gated('accounts', <AccountsPage />) },
              { path: '/account/:id', element: gated('accounts', <AccountPage />) },
              { path: '/analytics', element: gated('analytics', <AnalyticsPage tab="analytics" />) },
              { path: '/campaigns', element: gated('campaigns', <AnalyticsPage tab="campaigns" />) },
              { path: '/sources', element: gated('sources', <AnalyticsPage tab="sources" />) },
              // Distribution revenue and margin (issue 22 §6): buyers' prices, canManageDistribution.
              { path: '/revenue', element: gated('integrations', <AnalyticsPage tab="revenue" />) },
              { path: '/reports', element: gated('reports', <ReportsPage />) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
