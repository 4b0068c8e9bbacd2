import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { acceptCookies, useCookieConsent } from '../../lib/cookie-consent';

/**
 * Cookie consent. The sign-in cookie is only kept with consent: at start a
 * signed-in customer without a stored decision is logged out (spec §4) and told why
 * (lib/consent-logout.ts); the sign-in form offers the same consent ("Zapamiętaj mnie").
 */
export function CookieConsentBanner() {
  const accepted = useCookieConsent();
  if (accepted) return null;
  return (
    <Paper
      role="region"
      aria-label="Zgoda na pliki cookie"
      elevation={8}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar - 1,
        maxWidth: 960,
        mx: 'auto',
        p: 2.5,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ flex: '1 1 320px' }}>
        Używamy plików cookie niezbędnych do logowania i działania Klubu oraz pamięci przeglądarki do zapamiętania Twoich ustawień. Bez
        zgody wylogujemy Cię po odświeżeniu lub ponownym otwarciu strony.
      </Typography>
      <Button variant="contained" onClick={acceptCookies}>
        Akceptuję
      </Button>
    </Paper>
  );
}
