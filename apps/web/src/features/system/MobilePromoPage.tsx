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

/** A link of the signed-in promo: the header's drawer has the same entries. */
export interface PromoLink {
  to: string;
  label: string;
}

/**
 * What works on the phone without the app: for a guest sign-in and registration (`anyWidthPaths`);
 * signed in, every page of the menu.
 */
function PhoneWebLinks({ links, signedIn }: { links: readonly PromoLink[]; signedIn: boolean }) {
  if (signedIn) {
    return (
      <Stack component="nav" aria-label="Klub w przeglądarce" spacing={1.5} sx={{ width: '100%', pt: 1 }}>
        <Typography variant="body2">Bez aplikacji wszystko znajdziesz także tutaj i w menu:</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {links.map((link) => (
            <li key={link.to}>
              <Button component={Link} to={link.to} variant="outlined" color="inherit" fullWidth sx={{ minHeight: 48 }}>
                {link.label}
              </Button>
            </li>
          ))}
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ width: '100%', pt: 1 }}>
      <Typography variant="body2">Nie masz jeszcze aplikacji? Konto założysz i aktywujesz także tutaj.</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button component={Link} to={paths.login.path} variant="outlined" color="inherit" size="large" sx={{ flex: 1 }}>
          Zaloguj się
        </Button>
        <Button component={Link} to={paths.registration.path} variant="outlined" color="inherit" size="large" sx={{ flex: 1 }}>
          Załóż konto
        </Button>
      </Stack>
    </Stack>
  );
}

/** The store buttons, each only while its address is set (admin settings): a store's home page helps no one. */
function StoreButtons({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  if (!appStoreUrl && !googlePlayUrl) return <Typography>Aplikacja „Klub” wkrótce w App Store i Google Play.</Typography>;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {appStoreUrl ? (
        <Button variant="contained" color="secondary" size="large" href={appStoreUrl} target="_blank" rel="noopener noreferrer">
          Pobierz z App Store
        </Button>
      ) : null}
      {googlePlayUrl ? (
        <Button variant="contained" color="secondary" size="large" href={googlePlayUrl} target="_blank" rel="noopener noreferrer">
          Pobierz z Google Play
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * Narrow screens (< 768 px) see this page except on `anyWidthPaths`: the club lives in the mobile
 * app there, but signing in, registering and the e-mail links still work on the phone. Signed in,
 * it is the start page (`signedInPromoPaths`), under the header, with links to every page.
 */
export function MobilePromoPage({ links = [], embedded = false }: { links?: readonly PromoLink[]; embedded?: boolean }) {
  usePageTitle('Klub w aplikacji mobilnej');
  const config = usePublicConfig();
  const signedIn = Boolean(useToken('customer'));

  return (
    <Box
      // embedded: inside the customer frame (signed in: header with the menu), which has the <main>
      component={embedded ? 'div' : 'main'}
      sx={{
        minHeight: embedded ? undefined : '100vh',
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
          Na telefonie najwygodniej korzystać z aplikacji mobilnej Klubu: wpisuj kody z opakowań, sprawdzaj punkty i wymieniaj je na
          nagrody.{signedIn ? '' : ' Pełna wersja serwisu działa na komputerze i tablecie.'}
        </Typography>
        {config.isPending ? (
          <CircularProgress color="inherit" aria-label="Wczytywanie…" />
        ) : config.data ? (
          <StoreButtons appStoreUrl={config.data.appStoreUrl} googlePlayUrl={config.data.googlePlayUrl} />
        ) : (
          <Typography>Wyszukaj aplikację „Klub” w App Store lub Google Play.</Typography>
        )}
        <PhoneWebLinks links={links} signedIn={signedIn} />
      </Stack>
    </Box>
  );
}
