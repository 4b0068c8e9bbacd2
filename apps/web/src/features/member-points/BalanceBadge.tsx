import Button from '@mui/material/Button';
import Stars from '@mui/icons-material/Stars';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { formatPkt } from '../../lib/format';
import { collectsPoints, useMeClient } from '../../lib/session';
import { useMyPoints } from './api';

/**
 * The balance in the header on every page (members who collect points; RDS/DTH have none):
 * "1 350 pkt", a link to /my-points. It shares the dashboard's query, so a redeemed code or an
 * order updates both at once.
 */
export function BalanceBadge() {
  const me = useMeClient();
  const collects = collectsPoints(me.data);
  const points = useMyPoints(collects);
  if (!collects || !points.data) return null;
  const { balance } = points.data;
  return (
    <Button
      component={Link}
      to={paths.myPoints.path}
      color="inherit"
      startIcon={<Stars sx={{ color: 'secondary.main' }} />}
      // the name starts with what the chip shows after "Saldo:" (axe label-content-name-mismatch)
      aria-label={`Saldo: ${formatPkt(balance)}`}
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {formatPkt(balance)}
    </Button>
  );
}
