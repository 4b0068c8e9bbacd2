import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Mail from '@mui/icons-material/Mail';
import { Link } from 'react-router';
import { href, paths } from '../../config/paths';
import { plural } from '../../lib/format';
import { collectsPoints, useMeClient } from '../../lib/session';
import { useUnreadCount } from './unread';

/** Header envelope with the number of unread messages (`totalUnread`); links to /messages. Members with points only. */
export function MessagesBadge() {
  const me = useMeClient();
  const member = collectsPoints(me.data);
  const count = useUnreadCount(member);
  if (!member) return null;
  const unread = count.data ?? 0;
  const label =
    unread > 0
      ? `Wiadomości: ${unread} ${plural(unread, { one: 'nieprzeczytana', few: 'nieprzeczytane', many: 'nieprzeczytanych' })}`
      : 'Wiadomości: brak nieprzeczytanych';
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={href(paths.messages, { page: null })} color="inherit" aria-label={label}>
        <Badge badgeContent={unread} color="secondary" max={99}>
          <Mail />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
