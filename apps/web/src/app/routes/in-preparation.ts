import { matchRoutes } from 'react-router';
import { allRoutes, customerPaths, paths, type CustomerRouteKey, type RouteDef } from '../../config/paths';
import { adminScreens } from './admin-screens';
import { customerScreens } from './customer-screens';

/**
 * Routes that still open "W przygotowaniu", read from the same registries the route trees are built
 * from (admin-screens.ts, customer-screens.ts): once a screen is registered its menu mark goes away.
 */
const builtCustomerPaths = new Set((Object.keys(customerScreens) as CustomerRouteKey[]).map((key) => customerPaths[key].path as string));
const isStub = (def: RouteDef) => {
  if (def.access === 'admin') return def.path !== paths.admin.dashboard.path && !adminScreens[def.path];
  if (def.access === 'admin-guest') return false;
  return !builtCustomerPaths.has(def.path);
};
const routes = allRoutes().map((def) => ({ path: def.path, def }));
const byPath = new Map(routes.filter((r) => !r.path.includes(':')).map((r) => [r.path, r.def]));

/** Answers by pathname: fixed while the app runs, and matching ~150 routes costs (matchRoutes ranks them each call). */
const answers = new Map<string, boolean>();

/** True when a menu link (`to`, query and hash ignored) opens a "W przygotowaniu" page. */
export function isInPreparation(to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  let answer = answers.get(pathname);
  if (answer === undefined) {
    // Menu links are mostly route paths themselves: a look-up, not a match.
    const def = byPath.get(pathname) ?? matchRoutes(routes, pathname)?.at(-1)?.route.def;
    answer = def ? isStub(def) : false;
    answers.set(pathname, answer);
  }
  return answer;
}
