import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { collectsPoints, useMeClient } from '../../lib/session';
import { useBasket } from './api';

/** Header basket icon with the number of pieces; links to /checkout. Members with points only. */
export function BasketBadge() {
  const me = useMeClient();
  const basket = useBasket();
  if (!collectsPoints(me.data)) return null;
  const count = basket.data?.count ?? 0;
  const label = count > 0 ? `Koszyk: ${count} szt.` : 'Koszyk jest pusty';
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={paths.checkout.path} color="inherit" aria-label={label}>
        <Badge badgeContent={count} color="secondary" max={99}>
          <ShoppingCart />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
