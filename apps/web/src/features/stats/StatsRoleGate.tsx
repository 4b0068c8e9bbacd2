import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import type { MeClient } from '@klub/contracts';
import { ROLES } from '@klub/contracts/constants';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useMeClient } from '../../lib/session';

/** What a statistics screen knows of the signed-in rep. */
export interface Rep {
  me: MeClient;
  /** An RDS sees their DTHs' contractors and may narrow to some DTHs; a DTH sees their own. */
  isRds: boolean;
}

/**
 * Statistics are for the sales reps (RDS and DTH, `MeClient.isEmployee`): anyone else gets a pointer
 * to their points and no statistics call is made (the inverse of member-points' PointsRoleGate).
 */
export function StatsRoleGate({ children, title }: { children: (rep: Rep) => ReactNode; title?: string }) {
  const me = useMeClient();
  // A page that makes its own frame (a contractor's name as the title) gets one for these states.
  const frame = (node: ReactNode) => (title ? <Page title={title}>{node}</Page> : node);
  if (me.isPending) return frame(<LoadingState />);
  if (!me.data) return frame(<Alert severity="error">{MESSAGES.loadError}</Alert>);
  if (!me.data.isEmployee) {
    return frame(
      <Alert severity="info">
        Statystyki są przeznaczone dla przedstawicieli handlowych (RDS i DTH). Swoje punkty znajdziesz w zakładce{' '}
        <RouterLink to={paths.myPoints.path}>Moje punkty</RouterLink>.
      </Alert>,
    );
  }
  return <>{children({ me: me.data, isRds: me.data.type === ROLES.RDS })}</>;
}
