import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { returnPath } from '../features/auth/return-path';
import { useToken } from '../lib/auth-storage';

/** Signed-in customer routes: without a token go to /login. */
export function RequireCustomer() {
  const token = useToken('customer');
  const location = useLocation();
  if (!token) return <Navigate to={paths.login.path} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Sign-in and registration pages: a signed-in customer goes to the dashboard, or back to the page
 * that sent them to sign in (activation links still work).
 */
export function GuestOnly() {
  const token = useToken('customer');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  if (token && !searchParams.has('activate')) return <Navigate to={returnPath(location.state) ?? paths.home.path} replace />;
  return <Outlet />;
}
