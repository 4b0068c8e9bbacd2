import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { showToast, type ToastSeverity } from '../toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { call, getAuthLogout } from '../api';
import { clearToken, getToken, type TokenSpace } from '../auth-storage';

const LOGOUT_TIMEOUT_MS = 5_000;

/** getAuthLogout revokes the token server-side; its failure is ignored. */
export async function revokeToken(space: TokenSpace): Promise<void> {
  if (!getToken(space)) return;
  try {
    await call(getAuthLogout, {}, { space, handleUnauthorized: false, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // the session ends locally anyway
  }
}

export function signedOutPath(space: TokenSpace): string {
  return space === 'admin' ? paths.admin.login.path : paths.landing.path;
}

export interface EndSessionOptions {
  space: TokenSpace;
  /** Revoke the token on the server first (default true). */
  revoke?: boolean;
  /** Toast to show; null shows none. */
  toast?: { message: string; severity?: ToastSeverity } | null;
  /**
   * Land on the sign-in form (customer) with this message above it, instead of the start page and a
   * toast (a changed password: sign in again with it).
   */
  signInNotice?: SignInNotice;
}

/** A message the sign-in page shows above its form (in place, where no toast covers the form). */
export interface SignInNotice {
  message: string;
  severity: ToastSeverity;
}

/** Router state of the sign-in page a session ended on: `GuestOnly` lets it in while the token goes. */
interface EndedSessionState {
  sessionEnded: true;
  notice: SignInNotice;
}

/** The sign-in notice of the router state, if the page was opened by `useEndSession` with one. */
export function signInNoticeOf(state: unknown): SignInNotice | null {
  if (!state || typeof state !== 'object' || !('sessionEnded' in state) || !('notice' in state)) return null;
  const notice = (state as EndedSessionState).notice;
  return notice && typeof notice.message === 'string' ? notice : null;
}

/**
 * Logout (spec §4): revoke the token, leave the protected area (customer → /,
 * admin → /admin/login), then drop the token and every cached piece of user data.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ space, revoke = true, toast = null, signInNotice }: EndSessionOptions) => {
      if (revoke) await revokeToken(space);
      // flushSync: the new page is committed before the token goes, so no route
      // guard sees "no token" on the old page and redirects elsewhere.
      if (signInNotice && space === 'customer') {
        const state: EndedSessionState = { sessionEnded: true, notice: signInNotice };
        await navigate(paths.login.path, { replace: true, flushSync: true, state });
      } else {
        await navigate(signedOutPath(space), { replace: true, flushSync: true });
      }
      clearToken(space);
      queryClient.clear();
      if (toast) showToast(toast.message, toast.severity);
    },
    [navigate, queryClient],
  );
}

/** Customer logout from the header (and the declined regulations): revoke, clear everything, go to /, toast. */
export function useCustomerLogout() {
  const endSession = useEndSession();
  return useCallback(() => endSession({ space: 'customer', toast: { message: MESSAGES.loggedOut, severity: 'success' } }), [endSession]);
}
