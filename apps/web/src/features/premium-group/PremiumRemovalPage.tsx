import { PremiumListPage } from './PremiumListPage';

/** /admin/premium-group/candidates-for-removal */
export default function PremiumRemovalPage() {
  return <PremiumListPage kind="candidates-for-removal" />;
}
