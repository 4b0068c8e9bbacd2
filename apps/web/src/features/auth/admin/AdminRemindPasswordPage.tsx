import { AuthCard } from '../../../components/layout/AuthCard';
import { RouterLink } from '../../../components/layout/RouterLink';
import { paths } from '../../../config/paths';
import { ResetInitForm } from '../ResetInitForm';

export default function AdminRemindPasswordPage() {
  return (
    <AuthCard
      title={paths.admin.remindPassword.title}
      lead="Wpisz e-mail konta administratora. Wyślemy na niego link do ustawienia nowego hasła."
      footer={<RouterLink to={paths.admin.login.path}>Wróć do logowania</RouterLink>}
    >
      <ResetInitForm isAdmin />
    </AuthCard>
  );
}
