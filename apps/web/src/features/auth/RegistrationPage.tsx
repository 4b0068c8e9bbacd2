import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MessageResponse } from '@klub/contracts';
import { usePageTitle } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationPhoto } from './RegistrationPhoto';

/**
 * Room above the success message when it is scrolled to: the guest header is one sticky toolbar
 * (56 px, 64 px from the `sm` breakpoint) plus some air, so the message is never under it.
 */
const SCROLL_MARGIN_TOP = { xxs: '80px', sm: '88px' };

/**
 * After sending: the form's place shows the result. The form was long and the page was scrolled to
 * its button, so the message is scrolled into view (below the sticky header) and focused: an
 * alert that screen readers read.
 */
function Registered({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // In the commit itself (a layout effect), not after the paint: the message is focused the moment
  // it exists, so a screen reader never starts on the vanished button.
  useLayoutEffect(() => {
    const alert = ref.current;
    if (!alert) return;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <Box>
      <Alert
        ref={ref}
        severity="success"
        role="alert"
        tabIndex={-1}
        sx={{
          mb: 3,
          scrollMarginTop: SCROLL_MARGIN_TOP,
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <AlertTitle>Sprawdź skrzynkę e-mail</AlertTitle>
        {message}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Link aktywacyjny wysłaliśmy na podany adres. Jeśli wiadomość nie dotrze w ciągu kilku minut, zajrzyj do folderu spam lub oferty.
      </Typography>
      <Button component={Link} to={paths.login.path} variant="contained">
        Przejdź do logowania
      </Button>
    </Box>
  );
}

export default function RegistrationPage() {
  usePageTitle(paths.registration.title);
  const [result, setResult] = useState<MessageResponse | null>(null);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 4 }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xxs: '1fr', sm: '5fr 7fr' } }}>
        <Box
          sx={{
            height: { xxs: 220, sm: 'min(640px, calc(100vh - 160px))' },
            position: { sm: 'sticky' },
            top: { sm: 120 },
            alignSelf: 'start',
          }}
        >
          <RegistrationPhoto />
        </Box>
        <Paper variant="outlined" sx={{ p: { xxs: 3, xs: 4 } }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {paths.registration.title}
          </Typography>
          {result ? (
            <Registered message={result.message} />
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Załóż bezpłatne konto w Klubie. Masz już konto? <RouterLink to={paths.login.path}>Przejdź do logowania</RouterLink>
              </Typography>
              <RegistrationForm onRegistered={setResult} />
            </>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
