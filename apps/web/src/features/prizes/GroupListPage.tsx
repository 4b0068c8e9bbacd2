import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { useAdminGroups } from './api';
import { GroupsTable } from './GroupsTable';

const P = paths.admin.prizes;

/** /admin/prizes/groups — the prize groups (the menu's Nagrody › Grupy); adding one is a button here. */
export default function GroupListPage() {
  const groups = useAdminGroups();
  return (
    <Page title={P.groups.title} actions={<AddLink to={P.addGroup.path}>Dodaj grupę</AddLink>}>
      <GroupsTable query={groups} />
    </Page>
  );
}
