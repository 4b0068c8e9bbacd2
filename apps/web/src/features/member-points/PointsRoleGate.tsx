import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { collectsPoints, useMeClient } from '../../lib/session';

/**
 * Points screens (points, codes, ranking, the inbox) are for members who collect points
 * (POINTS_ROLES). RDS and DTH have none: they get a pointer to their statistics and the screen's
 * members-only calls are never made (the server would answer 403). `topic` names what the screen
 * is about for them; a screen that makes its own frame passes its `title` to get one for these states.
 */
export function PointsRoleGate({
  children,
  topic = 'Punkty, kody i ranking dotyczą',
  title,
}: {
  children: ReactNode;
  topic?: string;
  title?: string;
}) {
  const me = useMeClient();
  const frame = (node: ReactNode) => (title ? <Page title={title}>{node}</Page> : node);
  if (me.isPending) return frame(<LoadingState />);
  if (!me.data) return frame(<Alert severity="error">{MESSAGES.loadError}</Alert>);
  if (!collectsPoints(me.data)) {
    return frame(
      <Alert severity="info">
        {topic} uczestników Klubu. Twoje dane znajdziesz w <RouterLink to={paths.stats.path}>statystykach</RouterLink>.
      </Alert>,
    );
  }
  return <>{children}</>;
}
