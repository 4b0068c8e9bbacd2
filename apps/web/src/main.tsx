import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM RouterProvider supports navigate(..., { flushSync: true }) used at logout.
import { RouterProvider } from 'react-router/dom';
import { bootstrap } from './app/bootstrap';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { queryClient } from './lib/query-client';

const router = createAppRouter();
bootstrap(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
