import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../layout/Page';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  usePageTitle('Nie znaleziono strony');
  return (
    <Box sx={{ minHeight: '50vh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 6 }}>
      <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Nie znaleziono strony
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Strona, której szukasz, nie istnieje lub została przeniesiona. Sprawdź adres albo wróć na stronę główną.
        </Typography>
        <Button component={Link} to={inAdmin ? '/admin' : '/'} variant="contained">
          Wróć na stronę główną
        </Button>
      </Box>
    </Box>
  );
}
