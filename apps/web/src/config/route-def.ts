// No imports: the boot code (src/boot) reads the admin paths before the framework has loaded.

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
