import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Close from '@mui/icons-material/Close';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { useState } from 'react';
import { NavLink } from 'react-router';
// the constants alone: the contracts index brings zod and every schema into the first load
import { MOBILE_PROMO_MAX_WIDTH } from '@klub/contracts/constants';
import { paths } from '../../config/paths';
import { useCustomerLogout, useMeClient } from '../../lib/session';
import type { NavItem } from './customer-nav';

/** Phones: narrower than 768 px (spec §9). There the menu is this drawer, the bar's row is not shown. */
export const PHONE_QUERY = `(max-width: ${MOBILE_PROMO_MAX_WIDTH - 0.02}px)`;

const DRAWER_ID = 'customer-menu-drawer';
const TITLE_ID = 'customer-menu-title';

/**
 * On a phone (the bar's row does not fit there): one "Menu" button opening a drawer with every entry
 * of the bar and of "Więcej", the account and "Wyloguj" — below 600 px the only way to the last two.
 */
export function CustomerMenuDrawer({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const me = useMeClient();
  const logout = useCustomerLogout();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? DRAWER_ID : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { id: DRAWER_ID, role: 'dialog', 'aria-labelledby': TITLE_ID, sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography id={TITLE_ID} component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', flexGrow: 1 }}>
            Menu
          </Typography>
          <IconButton aria-label="Zamknij menu" onClick={close} edge="end">
            <Close />
          </IconButton>
        </Box>
        {me.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {me.data.fullName}
          </Typography>
        ) : null}
        <Divider />
        <Box component="nav" aria-label="Menu">
          <List dense={false}>
            {items.map((navItem) => (
              <ListItemButton
                key={navItem.to}
                component={NavLink}
                to={navItem.to}
                end={navItem.to === paths.home.path}
                onClick={close}
                sx={{ '&.active': { fontWeight: 700, bgcolor: 'action.selected' } }}
              >
                <ListItemText primary={navItem.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Divider />
        <List>
          <ListItemButton component={NavLink} to={paths.myAccount.path} onClick={close}>
            <ListItemIcon>
              <AccountCircle />
            </ListItemIcon>
            <ListItemText primary="Moje konto" />
          </ListItemButton>
          <ListItemButton
            onClick={() => {
              close();
              void logout();
            }}
          >
            <ListItemIcon>
              <Logout />
            </ListItemIcon>
            <ListItemText primary="Wyloguj" />
          </ListItemButton>
        </List>
      </Drawer>
    </>
  );
}
