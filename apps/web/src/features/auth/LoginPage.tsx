import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/layout/AuthCard';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { dismissConsentLogout, useConsentLogoutNotice } from '../../lib/consent-logout';
import { SignInForm } from './SignInForm';
import { useActivationFromLink } from './use-activation';

/** Why a refresh signed the member out (spec §4 consent rule), and what to do about it. */
function ConsentLogoutNotice() {
  const show = useConsentLogoutNotice();
  if (!show) return null;
  return (
    <Alert severity="warning" role="status" closeText="Zamknij" onClose={dismissConsentLogout} sx={{ mb: 3 }}>
      <AlertTitle>Wylogowaliśmy Cię, bo nie zaakceptowano plików cookie</AlertTitle>
      Bez tej zgody sesja nie przetrwa odświeżenia ani ponownego otwarcia strony. Zaloguj się ponownie i zaznacz „Zapamiętaj mnie na tym
      urządzeniu” — wtedy zapamiętamy sesję.
    </Alert>
  );
}

export default function LoginPage() {
  useActivationFromLink();
  return (
    <AuthCard
      title={paths.login.title}
      lead="Zaloguj się, aby zbierać punkty i wymieniać je na nagrody."
      footer={
        <>
          <RouterLink to={paths.forgotPassword.path}>Nie pamiętasz hasła?</RouterLink>
          <Typography variant="body2">
            Nie masz jeszcze konta? <RouterLink to={paths.registration.path}>Zarejestruj się</RouterLink>
          </Typography>
        </>
      }
    >
      <ConsentLogoutNotice />
      <SignInForm space="customer" />
    </AuthCard>
  );
}
