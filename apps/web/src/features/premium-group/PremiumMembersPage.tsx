import { PremiumListPage } from './PremiumListPage';

/** /admin/premium-group/members */
export default function PremiumMembersPage() {
  return <PremiumListPage kind="members" />;
}
