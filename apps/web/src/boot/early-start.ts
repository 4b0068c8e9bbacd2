import { startEarly } from '../lib/early';
import { adminFrameLoaders, adminLoaders, customerLoaders, type ScreenLoader } from './screen-loaders';
import { ADMIN_TOKEN_KEY, COOKIE_CONSENT_KEY, CUSTOMER_COLLECTS_POINTS_KEY, CUSTOMER_TOKEN_COOKIE } from '../lib/storage-keys';

/** Whether a route pattern (`/group/:id`, `/messages/:page?`) matches a pathname. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${source || '/'}/?$`).test(pathname);
}

/** The loader of the screen at this pathname, static paths before patterns (`/x/add` before `/x/:id`). */
export function screenLoaderFor(pathname: string, loaders: ReadonlyArray<readonly [string, ScreenLoader]>): ScreenLoader | undefined {
  const params = (p: string) => p.split(':').length - 1;
  return [...loaders].sort(([a], [b]) => params(a) - params(b)).find(([pattern]) => matchesPattern(pattern, pathname))?.[1];
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

const warm = (load: ScreenLoader | undefined) => void load?.().catch(() => undefined);

/**
 * Before the framework loads (issue 14, point 8): fetch the opened screen's chunk and the
 * signed-in person's own data in parallel with it, instead of one after another once React has
 * rendered (modules → route chunk → /me-client → /basket → /me/points took 1.1–1.7 s). Everything
 * here is a hint: if it fails, the app loads the same parts itself.
 */
export function earlyStart(pathname: string = window.location.pathname): void {
  try {
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      warm(adminFrameLoaders.root);
      const token = window.localStorage.getItem(ADMIN_TOKEN_KEY);
      if (!token) return warm(adminFrameLoaders.authLayout);
      warm(adminFrameLoaders.layout);
      warm(screenLoaderFor(pathname, Object.entries(adminLoaders)));
      startEarly('/api/admin/me', token);
      return;
    }
    warm(screenLoaderFor(pathname, Object.values(customerLoaders)));
    const token = readCookie(CUSTOMER_TOKEN_COOKIE);
    // Without a consent decision the session ends at start-up (spec §4): nothing to fetch then.
    if (token && window.localStorage.getItem(COOKIE_CONSENT_KEY)) {
      startEarly('/api/users/me-client', token);
      // The public settings every page reads (lib/session/public-config.ts): asked only once the
      // modules had run, they held the dashboard's own requests back by a round trip.
      startEarly('/api/config', token);
      // Only a member who collects points has a basket (a sales rep's GET is a 403) and points on the
      // dashboard; the role is known from the last profile this browser loaded for this session
      // (lib/session/me.ts).
      if (window.localStorage.getItem(CUSTOMER_COLLECTS_POINTS_KEY) === '1') {
        startEarly('/api/orders/basket', token);
        if (pathname === '/home') startEarly('/api/users/me/points', token);
      }
    }
  } catch {
    // storage or cookies unavailable: the app asks for everything itself
  }
}
