import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import { usePageTitle } from '../../components/layout/Page';
import { usePublicConfig } from './api';

/** Narrow screens (< 768 px) see only this page: the club lives in the mobile app there. */
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
      </Stack>
    </Box>
  );
}
