import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { APP_VERSION } from '@klub/contracts/constants';

/** Frame of the admin sign-in and password pages. */
export default function AdminAuthLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
            Klub
          </Typography>
          <Typography component="span" sx={{ opacity: 0.8 }}>
            panel administracyjny
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        Wersja {APP_VERSION}
      </Typography>
    </Box>
  );
}
