import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { ADMIN_AREAS, STAFF_MESSAGES, STAFF_ROLES, type AdminArea, type StaffRole } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';

/**
 * A back-office page of an area the staff member's role does not have (an address typed or kept
 * from before a role change): said plainly, instead of the screen and its refused calls.
 */
export function NoAccessPage({ area, role }: { area: AdminArea; role: StaffRole }) {
  return (
    <Page title="Brak dostępu">
      <Alert severity="warning" sx={{ mb: 3 }}>
        <AlertTitle>{STAFF_MESSAGES.forbiddenArea(ADMIN_AREAS[area])}</AlertTitle>
        Twoja rola to „{STAFF_ROLES[role]}”. Jeśli potrzebujesz tej części panelu, poproś administratora o zmianę roli.
      </Alert>
      <Button component={Link} to={paths.admin.dashboard.path} variant="outlined">
        Wróć do panelu
      </Button>
    </Page>
  );
}
