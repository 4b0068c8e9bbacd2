import { generatePath, type PathParam } from 'react-router';

/**
 * Who may open a route:
 * public — anyone; guest — only signed-out customers; customer — signed-in customers;
 * admin-guest — admin sign-in pages; admin — signed-in admins.
 */
export type Access = 'public' | 'guest' | 'customer' | 'admin-guest' | 'admin';

export interface RouteDef<P extends string = string> {
  readonly path: P;
  /** Polish page title (glossary-pl.md). */
  readonly title: string;
  readonly access: Access;
}

export function route<P extends string>(path: P, title: string, access: Access): RouteDef<P> {
  return { path, title, access };
}

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
