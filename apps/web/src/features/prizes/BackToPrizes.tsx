import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** A prizes tool page's way back to the prize list. */
export function BackToPrizes() {
  return (
    <Button component={Link} to={paths.admin.prizes.list.path}>
      Wróć do nagród
    </Button>
  );
}
