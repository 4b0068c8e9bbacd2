import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Mail from '@mui/icons-material/Mail';
import { Link } from 'react-router';
import { href, paths } from '../../config/paths';
import { plural } from '../../lib/format';
import { collectsPoints, useMeClient } from '../../lib/session';
import { useUnreadCount } from './unread';

const MAX = 99;

/** Header envelope with the number of unread messages (`totalUnread`); links to /messages. Members with points only. */
export function MessagesBadge() {
  const me = useMeClient();
  const member = collectsPoints(me.data);
  const count = useUnreadCount(member);
  if (!member) return null;
  const unread = count.data ?? 0;
  // The name holds the number as the badge shows it ("3", "99+"), so "Wiadomości" and the visible
  // number both name the link (axe label-content-name-mismatch); no badge, no number, when all are read.
  const shown = unread > MAX ? `${MAX}+` : String(unread);
  const label =
    unread > 0
      ? `Wiadomości: ${shown} ${plural(unread, { one: 'nieprzeczytana', few: 'nieprzeczytane', many: 'nieprzeczytanych' })}`
      : 'Wiadomości: brak nieprzeczytanych';
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={href(paths.messages, { page: null })} color="inherit" aria-label={label}>
        {unread > 0 ? (
          <Badge badgeContent={unread} color="secondary" max={MAX}>
            <Mail />
          </Badge>
        ) : (
          <Mail />
        )}
      </IconButton>
    </Tooltip>
  );
}
