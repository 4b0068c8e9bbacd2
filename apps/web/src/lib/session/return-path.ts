/**
 * The page `RequireCustomer` sent the visitor to /login from (`state.from`), if it is a path of this
 * site: after signing in the customer goes back there (an e-mail's /my-orders link), not to /home.
 */
export function returnPath(state: unknown): string | null {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
