import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import { useState } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router';
import { MessagesBadge } from '../../features/messages';
import { paths } from '../../config/paths';
import { useToken } from '../../lib/auth-storage';
import { useCustomerLogout, useMeClient } from '../../lib/session';
import { BasketBadge } from '../../features/basket/BasketBadge';
// the file, not the feature's index: the index also brings the ledger table into the first load
import { BalanceBadge } from '../../features/member-points/BalanceBadge';
import { commonNav, employeeNav, memberMoreNav, memberNav, type NavItem } from './customer-nav';
import { CustomerMenuDrawer, PHONE_QUERY } from './CustomerMenuDrawer';

const navButtonSx = {
  whiteSpace: 'nowrap',
  opacity: 0.85,
  '&.active': { opacity: 1, boxShadow: 'inset 0 -3px 0 #f2b632', borderRadius: 0 },
} as const;

/** "Więcej": the entries that do not fit the bar, in a menu; marked active when one of them is open. */
function MoreMenu({ items }: { items: NavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const active = items.some((i) => matchPath({ path: i.to, end: false }, pathname));
  const close = () => setAnchor(null);
  return (
    <li>
      <Button
        id="more-nav-button"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'more-nav-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        className={active ? 'active' : undefined}
        endIcon={<ExpandMore />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={navButtonSx}
      >
        Więcej
      </Button>
      <Menu
        id="more-nav-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'more-nav-button' } }}
      >
        {items.map((navItem) => (
          <MenuItem key={navItem.to} component={NavLink} to={navItem.to} onClick={close} sx={{ '&.active': { fontWeight: 700 } }}>
            {navItem.label}
          </MenuItem>
        ))}
      </Menu>
    </li>
  );
}

function NavBar({ items, more, label }: { items: NavItem[]; more: NavItem[]; label: string }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      // one row, scrolling sideways below 1 081 px (on a phone the drawer of the "Menu" button instead)
      sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', overflowX: 'auto' }}
    >
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', my: 0, mx: 'auto', px: 1, py: 0.5, maxWidth: 1120 }}>
        {items.map((navItem) => (
          <li key={navItem.to}>
            <Button component={NavLink} to={navItem.to} end={navItem.to === paths.home.path} color="inherit" sx={navButtonSx}>
              {navItem.label}
            </Button>
          </li>
        ))}
        {more.length > 0 ? <MoreMenu items={more} /> : null}
      </Box>
    </Box>
  );
}

/** Shown from 600 px; narrower, "Moje konto" and "Wyloguj" are in the drawer of the "Menu" button. */
const wideOnly = { display: { xxs: 'none', xs: 'inline-flex' } } as const;

function AccountActions() {
  const me = useMeClient();
  const logout = useCustomerLogout();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xxs: 0, xs: 1 } }}>
      {me.data ? (
        <Typography component="span" sx={{ display: { xxs: 'none', sm: 'inline' }, mr: 1, opacity: 0.9 }}>
          {me.data.fullName}
        </Typography>
      ) : null}
      <BalanceBadge />
      <MessagesBadge />
      <BasketBadge />
      <Button component={Link} to={paths.myAccount.path} color="inherit" sx={wideOnly}>
        Moje konto
      </Button>
      <Button onClick={() => void logout()} color="inherit" variant="outlined" startIcon={<Logout />} sx={wideOnly}>
        Wyloguj
      </Button>
    </Box>
  );
}

function GuestActions() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button component={Link} to={paths.login.path} color="inherit">
        Zaloguj się
      </Button>
      <Button component={Link} to={paths.registration.path} variant="contained" color="secondary">
        Załóż konto
      </Button>
    </Box>
  );
}

export function CustomerHeader() {
  const signedIn = Boolean(useToken('customer'));
  const me = useMeClient();
  const items = !me.data ? commonNav : me.data.isEmployee ? employeeNav : memberNav;
  const more = me.data && !me.data.isEmployee ? memberMoreNav : [];
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });

  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar disableGutters sx={{ gap: { xxs: 1, xs: 2 }, maxWidth: 1120, width: '100%', mx: 'auto', px: { xxs: 1, xs: 2 } }}>
        <Typography
          component={Link}
          to={signedIn ? paths.home.path : paths.landing.path}
          aria-label={signedIn ? 'Klub — pulpit' : 'Klub — strona główna'}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, fontSize: '1.4rem', letterSpacing: 0.5 }}
        >
          Klub
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {signedIn ? <AccountActions /> : <GuestActions />}
        {signedIn && phone ? <CustomerMenuDrawer items={[...items, ...more]} /> : null}
      </Toolbar>
      {signedIn && !phone ? <NavBar items={items} more={more} label="Główne menu" /> : null}
    </AppBar>
  );
}
