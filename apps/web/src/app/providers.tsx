import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { ToastProvider } from '../features/feedback/toast-provider';
import { AppThemeProvider, SettingsProvider } from '../features/settings';
import { i18n } from '../lib/i18n';

/** Every app-wide provider, in dependency order. Tests reuse it with a fresh query client. */
export function AppProviders({
  queryClient,
  search,
  children,
}: {
  queryClient: QueryClient;
  search?: string;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <SettingsProvider search={search}>
        <AppThemeProvider>
          <ErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <ToastProvider>
                <AuthProvider>{children}</AuthProvider>
              </ToastProvider>
            </QueryClientProvider>
          </ErrorBoundary>
        </AppThemeProvider>
      </SettingsProvider>
    </I18nextProvider>
  );
}
