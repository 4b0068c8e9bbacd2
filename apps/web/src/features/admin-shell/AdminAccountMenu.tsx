import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { adminAccountLinks } from './account-links';
import { useAdminMe } from '../../lib/session';

/**
 * The admin's name in the app bar, opening the menu of their own account pages. The only part of
 * the frame that waits for /admin/me, so its answer re-renders this button and not the navigation
 * and the page (a synchronous render of the whole frame was the back office's longest task at
 * start, issue 14 point 8).
 */
export function AdminAccountMenu() {
  const me = useAdminMe();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!me.data) return <Skeleton variant="text" width={140} aria-hidden sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} />;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', fontWeight: 500, fontSize: '1rem', minWidth: 0 }}
      >
        {/* On a phone a long name is cut: the bar keeps one line beside the menu and logout buttons. */}
        <Box
          component="span"
          data-testid="admin-name"
          sx={{ maxWidth: { xxs: 110, xs: 320 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {me.data.fullName}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {adminAccountLinks.map((link) => (
          <MenuItem key={link.to} component={Link} to={link.to} onClick={() => setAnchor(null)}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
