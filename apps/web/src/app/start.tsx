// The app itself, loaded by main.tsx right after the boot hints (src/boot/early-start.ts).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM RouterProvider supports navigate(..., { flushSync: true }) used at logout.
import { RouterProvider } from 'react-router/dom';
import { bootstrap } from './bootstrap';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { queryClient } from '../lib/query-client';

const router = createAppRouter();
bootstrap(router, queryClient);

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task (Lighthouse's Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
