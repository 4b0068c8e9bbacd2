import Alert from '@mui/material/Alert';
import { useLocation, useParams } from 'react-router';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { useMemberName } from './api';
import { MemberCodes, MemberHistory, MemberPointsPanel } from './MemberPanels';

/** /admin/codes/details/points/:id — one member's points: balance, lots, history, entered codes. */
export default function PointsDetailsPage() {
  const userId = Number(useParams().id);
  const state = useLocation().state as { memberName?: string } | null;
  const valid = Number.isInteger(userId) && userId > 0;
  // Opened from a list the name comes along; opened from a link or a refresh it is looked up.
  const memberName = useMemberName(userId, !state?.memberName);
  return (
    <Page title={paths.admin.codes.pointsDetails.title} lead={state?.memberName ?? memberName.data}>
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
