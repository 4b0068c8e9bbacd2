import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { LoadingState } from '../../components/feedback/LoadingState';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { useMeClient } from '../../lib/session';

/**
 * Points screens are for members who collect points. RDS and DTH (MeClient.isEmployee) have
 * none: they get a pointer to their statistics and no points call is made.
 */
export function PointsRoleGate({ children }: { children: ReactNode }) {
  const me = useMeClient();
  if (me.isPending) return <LoadingState />;
  if (me.data?.isEmployee) {
    return (
      <Alert severity="info">
        Punkty, kody i ranking dotyczą uczestników Klubu. Twoje dane znajdziesz w{' '}
        <RouterLink to={paths.stats.path}>statystykach</RouterLink>.
      </Alert>
    );
  }
  return <>{children}</>;
}
