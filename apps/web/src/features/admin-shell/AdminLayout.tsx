import AppBar from '@mui/material/AppBar';
import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { APP_VERSION } from '@klub/contracts/constants';
import { LoadingState } from '../../components/feedback/LoadingState';
import { TOAST_TOP_VAR } from '../../components/toast';
import { paths } from '../../config/paths';
import { useToken } from '../../lib/auth-storage';
import { areaOfPath, roleSeesPath } from './admin-areas';
import { AdminAccountMenu } from './AdminAccountMenu';
import { AdminNav } from './AdminNav';
import { NoAccessPage } from './NoAccessPage';
import { useStaffRole } from './staff-role';
import { useAdminLogout, useInactivityLogout } from './use-admin-session';

const DRAWER_WIDTH = 280;

/** Mounted only while signed in, so the 10-minute inactivity clock runs only then. */
function InactivityGuard() {
  useInactivityLogout();
  return null;
}

/** The page of the address, or "Brak dostępu" when it is in an area the staff member's role lacks. */
function AreaGate() {
  const { pathname } = useLocation();
  const role = useStaffRole();
  const area = areaOfPath(pathname);
  if (role && area && !roleSeesPath(role, pathname)) return <NoAccessPage area={area} role={role} />;
  return <Outlet />;
}

function Shell() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('xs'), { noSsr: true, defaultMatches: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const logout = useAdminLogout();

  const nav = <AdminNav onNavigate={wide ? undefined : () => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* toasts start under the app bar (64) and the page's title row with its buttons */}
      <GlobalStyles styles={{ ':root': { [TOAST_TOP_VAR]: '148px' } }} />
      <InactivityGuard />
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          {wide ? null : (
            <IconButton color="inherit" edge="start" aria-label="Otwórz menu" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
            Klub
          </Typography>
          <Typography component="span" sx={{ opacity: 0.8, display: { xxs: 'none', xs: 'inline' } }}>
            panel administracyjny
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <AdminAccountMenu />
          <Button color="inherit" variant="outlined" startIcon={<Logout />} onClick={() => void logout()}>
            Wyloguj
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        {nav}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box sx={{ flexGrow: 1 }}>
          <Suspense fallback={<LoadingState minHeight={320} />}>
            <AreaGate />
          </Suspense>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2, textAlign: 'right' }}>
          Wersja {APP_VERSION}
        </Typography>
      </Box>
    </Box>
  );
}

/** The signed-in admin frame: app bar with the admin's name and logout, side navigation. */
export default function AdminLayout() {
  const token = useToken('admin');
  if (!token) return <Navigate to={paths.admin.login.path} replace />;
  return <Shell />;
}
