import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { collectsPoints, useMeClient } from '../../lib/session';
import { useBasket } from './api';

const MAX = 99;

/** Header basket icon with the number of pieces; links to /checkout. Members with points only. */
export function BasketBadge() {
  const me = useMeClient();
  const basket = useBasket();
  if (!collectsPoints(me.data)) return null;
  const count = basket.data?.count ?? 0;
  // The name holds the number as the badge shows it (axe label-content-name-mismatch); an empty basket has no badge.
  const label = count > 0 ? `Koszyk: ${count > MAX ? `${MAX}+` : count} szt.` : 'Koszyk jest pusty';
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={paths.checkout.path} color="inherit" aria-label={label}>
        {count > 0 ? (
          <Badge badgeContent={count} color="secondary" max={MAX}>
            <ShoppingCart />
          </Badge>
        ) : (
          <ShoppingCart />
        )}
      </IconButton>
    </Tooltip>
  );
}
