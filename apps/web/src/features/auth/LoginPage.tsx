import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/layout/AuthCard';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { SignInForm } from './SignInForm';
import { useActivationFromLink } from './use-activation';

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
      <SignInForm space="customer" />
    </AuthCard>
  );
}
