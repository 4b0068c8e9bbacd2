import { WebsitesScreen } from './WebsitesScreen';

/** /admin/contractors/approved */
export default function ApprovedWebsitesPage() {
  return <WebsitesScreen approved />;
}
