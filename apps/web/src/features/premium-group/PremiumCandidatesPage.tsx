import { PremiumListPage } from './PremiumListPage';

/** /admin/premium-group/candidates */
export default function PremiumCandidatesPage() {
  return <PremiumListPage kind="candidates" />;
}
