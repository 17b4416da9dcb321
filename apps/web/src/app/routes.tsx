import type { Feature } from '@leadhouse/domain';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { SCREENS, ScreenProvider, type ScreenId } from '../components/screens';
import { RedirectIfSignedIn, RequireAuth, RequireFeature } from '../features/auth';
import { ForbiddenState } from '../features/errors/forbidden-state';
import NotFoundPage from '../features/errors/not-found-page';
import { RouteError } from '../features/errors/route-error';
import ServerErrorPage from '../features/errors/server-error-page';

const pageLoaders: (() => Promise<unknown>)[] = [];

/**
 * A page loaded on first visit (its own chunk). Its module is loaded once: the first visit and
 * {@link preloadPages} share the one promise.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React's own lazy() has
function page<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => (loading ??= load());
  pageLoaders.push(once);
  return lazy(once);
}

/**
 * Loads every page's module now. React caches a lazy page's first load for good, so the web tests (one
 * module graph per worker) load them all before the first test: an import still pending when a test file
 * ends never settles, or fails, and every later file of that worker would show the loading bar for good
 * (docs/decisions.md "Test suite speed").
 */
export async function preloadPages(): Promise<void> {
  await Promise.all(pageLoaders.map((load) => load()));
}

// The shell (sidebar, header, settings drawer) loads only once signed in.
const AppLayout = page(() => import('../features/shell').then((m) => ({ default: m.AppLayout })));
const SignInPage = page(() => import('../features/auth/components/sign-in-page'));
const SignUpPage = page(() => import('../features/auth/components/sign-up-page'));
const ForgotPasswordPage = page(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = page(() => import('../features/auth/components/reset-password-page'));
const UsersPage = page(() => import('../features/users/components/users-page'));
const PoolsPage = page(() => import('../features/pools/components/pools-page'));
const IntegrationsPage = page(() => import('../features/integrations/components/integrations-page'));
const ApiKeysPage = page(() => import('../features/api-keys/components/api-keys-page'));
const DomainsPage = page(() => import('../features/domains/components/domains-page'));
const DistributionPage = page(() => import('../features/distribution/components/distribution-page'));
const LeadsPage = page(() => import('../features/leads/components/leads-page'));
const DeletedLeadsPage = page(() => import('../features/lead-undo/components/deleted-leads-page'));
const DashboardPage = page(() => import('../features/dashboard/components/dashboard-page'));
const AccountsPage = page(() => import('../features/accounts/components/accounts-page'));
const AccountPage = page(() => import('../features/accounts/components/account-page'));
const AnalyticsPage = page(() => import('../features/analytics/components/analytics-page'));
const ReportsPage = page(() => import('../features/reports/components/reports-page'));

/** A route whose feature must be allowed; otherwise the 403 state shows (spec §6). */
function gated(feature: Feature, element: ReactNode): ReactNode {
  return (
    <RequireFeature feature={feature} fallback={<ForbiddenState />}>
      {element}
    </RequireFeature>
  );
}

/** Each screen's page (components/screens `SCREENS`): a screen without one does not compile. */
const PAGES: Record<ScreenId, ReactNode> = {
  dashboard: <DashboardPage />,
  leads: <LeadsPage />,
  reports: <ReportsPage />,
  users: <UsersPage />,
  pools: <PoolsPage />,
  integrations: <IntegrationsPage />,
  distribution: <DistributionPage />,
  apiKeys: <ApiKeysPage />,
  accounts: <AccountsPage />,
  domains: <DomainsPage />,
  analytics: <AnalyticsPage tab="analytics" />,
  campaigns: <AnalyticsPage tab="campaigns" />,
  sources: <AnalyticsPage tab="sources" />,
  revenue: <AnalyticsPage tab="revenue" />,
};

/** The menu's screens as routes: each behind its feature, named by its screen (page and tab titles). */
const screenRoutes: RouteObject[] = SCREENS.map((screen) => ({
  path: screen.path,
  element: <ScreenProvider id={screen.id}>{gated(screen.feature, PAGES[screen.id])}</ScreenProvider>,
}));

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
              ...screenRoutes,
              // Admins only (the page shows the 403 state to anyone else): issue 19 "Deleted leads".
              { path: '/leads/deleted', element: gated('leads', <DeletedLeadsPage />) },
              { path: '/account/:id', element: gated('accounts', <AccountPage />) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
