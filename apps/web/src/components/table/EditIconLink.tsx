import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';

/** A row's edit icon: a link (keyboard: Tab + Enter) named like "Edytuj region Mazowsze". */
export function EditIconLink({ to, label }: { to: string; label: string }) {
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={label} size="small">
        <Edit fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
