import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../lib/api-client';
import { clearToken, getToken } from '../lib/auth-storage';
import { hasCookieConsent } from '../lib/cookie-consent';
import { revokeToken, signedOutPath } from '../lib/session';
import type { AppRouter } from './router';

/**
 * Start-up rules that run before the first render:
 * - a signed-in customer without a stored cookie-consent decision is logged out (spec §4);
 * - a 401 anywhere leaves the protected area and drops that space's cached data (spec §8).
 */
export function bootstrap(router: AppRouter, queryClient: QueryClient): void {
  if (getToken('customer') && !hasCookieConsent()) {
    void revokeToken('customer');
    clearToken('customer');
  }

  configureApiClient({
    onUnauthorized: async (space) => {
      await router.navigate(signedOutPath(space), { replace: true, flushSync: true });
      queryClient.clear();
    },
  });
}
