import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { useAdminGroups } from './api';
import { GroupsTable } from './GroupsTable';

const P = paths.admin.prizes;

/** /admin/prizes/groups — the prize groups (the menu's Nagrody › Grupy); adding one is a button here. */
export default function GroupListPage() {
  const groups = useAdminGroups();
  return (
    <Page
      title={P.groups.title}
      actions={
        <Button component={Link} to={P.addGroup.path} variant="contained" startIcon={<Add />}>
          Dodaj grupę
        </Button>
      }
    >
      <GroupsTable query={groups} />
    </Page>
  );
}
