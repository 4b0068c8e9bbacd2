import { DistributorsScreen } from './DistributorListPage';

/** /admin/distributors/unauthorized — distributors waiting for an admin's authorisation ("Autoryzuj"). */
export default function UnauthorizedDistributorsPage() {
  return <DistributorsScreen kind="waiting" />;
}
