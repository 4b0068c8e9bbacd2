import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { usePageTitle } from '../layout/Page';
import { NotFoundPage } from './NotFoundPage';

/** The router's errorElement everywhere: "Coś poszło nie tak" with a way home. */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  usePageTitle('Coś poszło nie tak');

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 6 }}>
      <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Coś poszło nie tak
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Nie udało się wyświetlić tej strony. Odśwież ją za chwilę albo wróć na stronę główną.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {/* A full page load: the error may come from a stale bundle after a deployment. */}
          <Button variant="contained" href={inAdmin ? '/admin' : '/'}>
            Wróć na stronę główną
          </Button>
          <Button onClick={() => window.location.reload()}>Odśwież stronę</Button>
        </Box>
      </Box>
    </Box>
  );
}
