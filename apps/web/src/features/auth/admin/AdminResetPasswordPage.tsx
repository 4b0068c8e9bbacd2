import { AuthCard } from '../../../components/layout/AuthCard';
import { RouterLink } from '../../../components/layout/RouterLink';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../ResetPasswordForm';

export default function AdminResetPasswordPage() {
  return (
    <AuthCard
      title={paths.admin.resetPassword.title}
      lead="Wpisz nowe hasło do konta administratora."
      footer={<RouterLink to={paths.admin.login.path}>Wróć do logowania</RouterLink>}
    >
      <ResetPasswordForm loginPath={paths.admin.login.path} requestLinkPath={paths.admin.remindPassword.path} />
    </AuthCard>
  );
}
