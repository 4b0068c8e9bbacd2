import { useCallback } from 'react';
import { MESSAGES } from '../../config/messages';
import { useEndSession } from '../../lib/session';

/** Customer logout from the header: revoke, clear everything, go to /, toast. */
export function useCustomerLogout() {
  const endSession = useEndSession();
  return useCallback(() => endSession({ space: 'customer', toast: { message: MESSAGES.loggedOut, severity: 'success' } }), [endSession]);
}
