// The app itself, loaded by main.tsx right after the boot hints (src/boot/early-start.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM RouterProvider supports navigate(..., { flushSync: true }) used at logout.
import { RouterProvider } from 'react-router/dom';
import { bootstrap } from './bootstrap';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { queryClient } from '../lib/query-client';

const router = createAppRouter();
bootstrap(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
