import { AuthCard } from '../../components/layout/AuthCard';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { ResetInitForm } from './ResetInitForm';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title={paths.forgotPassword.title}
      lead="Wpisz e-mail, którego używasz w Klubie. Wyślemy na niego link do ustawienia nowego hasła."
      footer={<RouterLink to={paths.login.path}>Wróć do logowania</RouterLink>}
    >
      <ResetInitForm isAdmin={false} />
    </AuthCard>
  );
}
