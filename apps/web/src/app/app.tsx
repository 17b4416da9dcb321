import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** The whole web app. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<LinearProgress />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
