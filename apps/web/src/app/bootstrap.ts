import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../lib/api-client';
import { endUnconsentedSession } from '../lib/consent-logout';
import { signedOutPath } from '../lib/session';
import type { AppRouter } from './router';

/**
 * Start-up rules that run before the first render:
 * - a signed-in customer without a stored cookie-consent decision is logged out (spec §4), and told
 *   why (a toast; the sign-in page explains it and offers "Zapamiętaj mnie");
 * - a 401 anywhere leaves the protected area and drops that space's cached data (spec §8).
 */
export function bootstrap(router: AppRouter, queryClient: QueryClient): void {
  endUnconsentedSession();

  configureApiClient({
    onUnauthorized: async (space) => {
      await router.navigate(signedOutPath(space), { replace: true, flushSync: true });
      queryClient.clear();
    },
  });
}
