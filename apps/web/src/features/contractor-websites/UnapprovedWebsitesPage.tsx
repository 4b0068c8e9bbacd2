import { WebsitesScreen } from './WebsitesScreen';

/** /admin/contractors/unapproved */
export default function UnapprovedWebsitesPage() {
  return <WebsitesScreen approved={false} />;
}
