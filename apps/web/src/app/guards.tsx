import { useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { returnPath, signInNoticeOf } from '../lib/session';
import { useToken } from '../lib/auth-storage';

/**
 * Signed-in customer routes. Arriving without a token leads to /login. A session that ends while
 * the member is here (logout, a 401 from an expired or revoked token) leads to "/" (spec §4/§8),
 * whichever comes first: the token going or the navigation that leaves — so the two cannot race.
 */
export function RequireCustomer() {
  const token = useToken('customer');
  const location = useLocation();
  // Mounted with a token: it only unmounts by leaving, so a missing token later means the session ended.
  const [enteredSignedIn] = useState(token !== null);
  if (token) return <Outlet />;
  if (enteredSignedIn) return <Navigate to={paths.landing.path} replace />;
  return <Navigate to={paths.login.path} replace state={{ from: location.pathname }} />;
}

/**
 * Sign-in and registration pages: a signed-in customer goes to the dashboard, or back to the page
 * that sent them to sign in (activation links and a session ending onto the sign-in form still work).
 */
export function GuestOnly() {
  const token = useToken('customer');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // A session ending onto the sign-in form (a changed password) is let in while its token goes.
  if (token && !searchParams.has('activate') && !signInNoticeOf(location.state))
    return <Navigate to={returnPath(location.state) ?? paths.home.path} replace />;
  return <Outlet />;
}
