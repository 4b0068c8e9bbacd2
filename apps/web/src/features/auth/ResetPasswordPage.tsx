import { AuthCard } from '../../components/layout/AuthCard';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Works on a phone too: an e-mail links here (`anyWidthPaths`). */
export default function ResetPasswordPage() {
  return (
    <AuthCard
      title={paths.resetPassword.title}
      lead="Wpisz nowe hasło do swojego konta w Klubie."
      footer={<RouterLink to={paths.login.path}>Wróć do logowania</RouterLink>}
    >
      <ResetPasswordForm loginPath={paths.login.path} requestLinkPath={paths.forgotPassword.path} />
    </AuthCard>
  );
}
