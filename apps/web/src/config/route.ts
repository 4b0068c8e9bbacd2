import { generatePath, type PathParam } from 'react-router';
import type { RouteDef } from './route-def';

export { route, type Access, type RouteDef } from './route-def';

type Params<P extends string> = { [K in PathParam<P>]: string | number | null };

/** A concrete URL for a route: `href(paths.newsDetails, { id: 7 })` → `/news/more/7`. */
export function href<P extends string>(def: RouteDef<P>, ...params: PathParam<P> extends never ? [] : [Params<P>]): string {
  const [values] = params;
  if (!values) return def.path;
  const stringified = Object.fromEntries(
    Object.entries(values as Record<string, string | number | null>).map(([k, v]) => [k, v === null ? null : String(v)]),
  );
  return generatePath(def.path, stringified as never);
}
