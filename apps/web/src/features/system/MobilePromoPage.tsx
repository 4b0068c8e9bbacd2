import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { useToken } from '../../lib/auth-storage';
import { usePublicConfig } from '../../lib/session';

/** What still works on the phone (`anyWidthPaths`): sign-in and registration, or the member's orders. */
function PhoneWebLinks() {
  const signedIn = Boolean(useToken('customer'));
  return (
    <Stack spacing={1.5} sx={{ width: '100%', pt: 1 }}>
      <Typography variant="body2">
        {signedIn ? 'Swoje zamówienia sprawdzisz także tutaj.' : 'Nie masz jeszcze aplikacji? Konto założysz i aktywujesz także tutaj.'}
      </Typography>
      {signedIn ? (
        <Button component={Link} to={paths.myOrders.path} variant="outlined" color="inherit" size="large">
          Moje zamówienia
        </Button>
      ) : (
        <Stack direction="row" spacing={1.5}>
          <Button component={Link} to={paths.login.path} variant="outlined" color="inherit" size="large" sx={{ flex: 1 }}>
            Zaloguj się
          </Button>
          <Button component={Link} to={paths.registration.path} variant="outlined" color="inherit" size="large" sx={{ flex: 1 }}>
            Załóż konto
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Narrow screens (< 768 px) see this page except on `anyWidthPaths`: the club lives in the mobile
 * app there, but signing in, registering and the e-mail links still work on the phone.
 */
export function MobilePromoPage() {
  usePageTitle('Klub w aplikacji mobilnej');
  const config = usePublicConfig();

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 3,
        py: 6,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textAlign: 'center',
      }}
    >
      <Stack spacing={3} sx={{ maxWidth: 420, alignItems: 'center' }}>
        <PhoneIphone sx={{ fontSize: 64, color: 'secondary.main' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          Klub w Twoim telefonie
        </Typography>
        <Typography>
          Na telefonie korzystaj z aplikacji mobilnej Klubu: wpisuj kody z opakowań, sprawdzaj punkty i wymieniaj je na nagrody. Pełna
          wersja serwisu działa na komputerze i tablecie.
        </Typography>
        {config.isPending ? (
          <CircularProgress color="inherit" aria-label="Wczytywanie…" />
        ) : config.data ? (
          <Stack spacing={2} sx={{ width: '100%' }}>
            <Button variant="contained" color="secondary" size="large" href={config.data.appStoreUrl} rel="noopener">
              Pobierz z App Store
            </Button>
            <Button variant="contained" color="secondary" size="large" href={config.data.googlePlayUrl} rel="noopener">
              Pobierz z Google Play
            </Button>
          </Stack>
        ) : (
          <Typography>Wyszukaj aplikację „Klub” w App Store lub Google Play.</Typography>
        )}
        <PhoneWebLinks />
      </Stack>
    </Box>
  );
}
