import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getToast, hideToast } from '../../components/toast';
import { AuthCard } from '../../components/layout/AuthCard';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { CONSENT_LOGOUT_TOAST, dismissConsentLogout, useConsentLogoutNotice } from '../../lib/consent-logout';
import { signInNoticeOf, type SignInNotice } from '../../lib/session';
import { SignInForm } from './SignInForm';
import { useActivationFromLink } from './use-activation';

/**
 * Why a refresh signed the member out (spec §4 consent rule), and what to do about it. It replaces
 * the start-up toast saying the same (still shown on any other page the member lands on).
 */
function ConsentLogoutNotice() {
  const show = useConsentLogoutNotice();
  useEffect(() => {
    if (show && getToast().message === CONSENT_LOGOUT_TOAST) hideToast();
  }, [show]);
  if (!show) return null;
  return (
    <Alert severity="warning" role="status" closeText="Zamknij" onClose={dismissConsentLogout} sx={{ mb: 3 }}>
      <AlertTitle>Wylogowaliśmy Cię, bo nie zaakceptowano plików cookie</AlertTitle>
      Bez tej zgody sesja nie przetrwa odświeżenia ani ponownego otwarcia strony. Zaloguj się ponownie i zaznacz „Zapamiętaj mnie na tym
      urządzeniu” — wtedy zapamiętamy sesję.
    </Alert>
  );
}

/** The activation's outcome or a changed password's message: above the form, where no toast covers it. */
function SignInNoticeAlert({ notice }: { notice: SignInNotice | null }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} variant="outlined" sx={{ mb: 3 }}>
      {notice.message}
    </Alert>
  );
}

export default function LoginPage() {
  const activation = useActivationFromLink();
  const { state } = useLocation();
  const notice = activation ?? signInNoticeOf(state);
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
      <SignInNoticeAlert notice={notice} />
      <ConsentLogoutNotice />
      <SignInForm space="customer" />
    </AuthCard>
  );
}
