import { cleanup, configure, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { AppProvider } from '../app/provider';
import { createMutationCache } from '../lib/query-client';

// findBy/waitFor wait for what a user would see; on a loaded 2-core machine the lazy admin shell
// alone can take 3 s in jsdom, so give every wait room (a wait never passes a missing element).
configure({ asyncUtilTimeout: 5000 });

/**
 * The wait for a screen's first content (a lazy screen: its chunk is transformed on first import).
 * With two test workers, jsdom shares CI's 2 cores with the browser tests, and a screen once took
 * over 10 s to appear (twice in one run). A wait ends as soon as the element is there, so a long one
 * costs nothing when it passes; the web project's test timeout (vitest.config.ts) is above it.
 */
export const SCREEN = { timeout: 30_000 };

afterEach(() => {
  cleanup();
});

/** Renders routes inside the app's providers with a fresh query client, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushSync} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export function renderWithProviders(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}

// The network: MSW (testing/network.ts); the tests import it from here.
export { json, mockFetch } from './network';
