import { AuthCard } from '../../../components/layout/AuthCard';
import { RouterLink } from '../../../components/layout/RouterLink';
import { paths } from '../../../config/paths';
import { SignInForm } from '../SignInForm';

export default function AdminLoginPage() {
  return (
    <AuthCard
      title={paths.admin.login.title}
      lead="Zaloguj się kontem administratora."
      footer={<RouterLink to={paths.admin.remindPassword.path}>Nie pamiętasz hasła?</RouterLink>}
    >
      <SignInForm space="admin" />
    </AuthCard>
  );
}
