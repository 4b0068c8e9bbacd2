import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../ResetPasswordForm';
import { AdminPasswordCard } from './AdminPasswordCard';

export default function AdminResetPasswordPage() {
  return (
    <AdminPasswordCard page="reset">
      <ResetPasswordForm loginPath={paths.admin.login.path} requestLinkPath={paths.admin.remindPassword.path} />
    </AdminPasswordCard>
  );
}
