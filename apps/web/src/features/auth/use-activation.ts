import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../config/messages';
import { errorMessage } from '../../lib/api-client';
import type { SignInNotice } from '../../lib/session';
import { authApi } from './api';

/**
 * The activation e-mail links to /login?activate=TOKEN&userId=ID: activate once, strip the
 * parameters from the address and return the outcome, which the sign-in page shows above its form
 * (a toast covered the e-mail field on a phone for its 6 s).
 */
export function useActivationFromLink(): SignInNotice | null {
  const [outcome, setOutcome] = useState<SignInNotice | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('activate');
  const userId = searchParams.get('userId');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setSearchParams(
      (params) => {
        params.delete('activate');
        params.delete('userId');
        return params;
      },
      { replace: true },
    );
    const id = Number(userId);
    if (!userId || !Number.isInteger(id) || id <= 0) {
      setOutcome({ message: MESSAGES.activationError, severity: 'error' });
      return;
    }
    authApi
      .activate({ token, userId: id })
      .then((response) => setOutcome({ message: response.message, severity: 'success' }))
      .catch((error: unknown) => setOutcome({ message: errorMessage(error, MESSAGES.activationError), severity: 'error' }));
  }, [token, userId, setSearchParams]);
  return outcome;
}
