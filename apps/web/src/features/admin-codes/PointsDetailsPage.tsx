import Alert from '@mui/material/Alert';
import { useLocation, useParams } from 'react-router';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { useMember } from '../club-members';
import { MemberCodes, MemberHistory, MemberPointsPanel } from './MemberPanels';

/** /admin/codes/details/points/:id — one member's points: balance, lots, history, entered codes. */
export default function PointsDetailsPage() {
  const userId = Number(useParams().id);
  const state = useLocation().state as { memberName?: string } | null;
  const valid = Number.isInteger(userId) && userId > 0;
  // Opened from a list the name comes along; opened from a link or a refresh it is looked up.
  const member = useMember(state?.memberName ? 0 : userId);
  return (
    <Page title={paths.admin.codes.pointsDetails.title} lead={state?.memberName ?? member.data?.fullName}>
      {valid ? (
        <>
          <MemberPointsPanel userId={userId} />
          <MemberHistory userId={userId} />
          <MemberCodes userId={userId} />
        </>
      ) : (
        <Alert severity="warning">Nieprawidłowy numer członka klubu.</Alert>
      )}
    </Page>
  );
}
