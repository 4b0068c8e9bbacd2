import { ResetInitForm } from '../ResetInitForm';
import { AdminPasswordCard } from './AdminPasswordCard';

export default function AdminRemindPasswordPage() {
  return (
    <AdminPasswordCard page="remind">
      <ResetInitForm isAdmin />
    </AdminPasswordCard>
  );
}
