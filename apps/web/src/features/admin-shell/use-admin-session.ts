import { useCallback, useEffect, useRef } from 'react';
import { MESSAGES } from '../../config/messages';
import { call, getAdminMe } from '../../lib/api';
import { useEndSession } from '../../lib/session';
import { startInactivityWatch } from './inactivity';

/** Admin logout button: revoke, clear, /admin/login, 'Wylogowano pomyślnie'. */
export function useAdminLogout() {
  const endSession = useEndSession();
  return useCallback(() => endSession({ space: 'admin', toast: { message: MESSAGES.loggedOut, severity: 'success' } }), [endSession]);
}

/** Ends the admin session after 10 minutes without mouse or key activity ('Użytkownik został wylogowany'); tells the server about activity. */
export function useInactivityLogout(): void {
  const endSession = useEndSession();
  const endRef = useRef(endSession);
  useEffect(() => {
    endRef.current = endSession;
  }, [endSession]);

  useEffect(
    () =>
      startInactivityWatch({
        onTimeout: () => {
          void endRef.current({ space: 'admin', toast: { message: MESSAGES.inactivityLogout, severity: 'error' } });
        },
        // The server refuses an admin token unused for 12 minutes: activity without requests counts too.
        onActive: () => {
          void call(getAdminMe, {}, { space: 'admin' }).catch(() => undefined);
        },
      }),
    [],
  );
}
