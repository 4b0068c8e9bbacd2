import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { errorMessage } from '../../lib/api-client';
import { authApi } from './api';

/**
 * The activation e-mail links to /login?activate=TOKEN&userId=ID: activate once,
 * toast the outcome and strip the parameters from the address.
 */
export function useActivationFromLink(): void {
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
      showToast(MESSAGES.activationError);
      return;
    }
    authApi
      .activate({ token, userId: id })
      .then((response) => showToast(response.message, 'success'))
      .catch((error: unknown) => showToast(errorMessage(error, MESSAGES.activationError)));
  }, [token, userId, setSearchParams]);
}
