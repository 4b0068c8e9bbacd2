import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { LoadingState } from '../../components/feedback/LoadingState';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { clearToken } from '../../lib/auth-storage';
import { useAdminMe } from '../../lib/session';

/**
 * Root of every /admin path: with an admin token the admin's own data is fetched
 * at start; on failure the authorisation is cleared (spec §4). A 401 is already
 * handled by the API client.
 */
export default function AdminRoot() {
  const me = useAdminMe();
  const navigate = useNavigate();
  const failure = me.isError ? me.error : null;

  useEffect(() => {
    if (!failure || (failure instanceof ApiError && failure.status === 401)) return;
    showToast(errorMessage(failure, MESSAGES.adminMeError));
    void Promise.resolve(navigate(paths.admin.login.path, { replace: true })).then(() => clearToken('admin'));
  }, [failure, navigate]);

  return (
    <Suspense fallback={<LoadingState minHeight={480} />}>
      <Outlet />
    </Suspense>
  );
}
