import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HELD_STATUS_LABELS } from '@klub/contracts';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { formatPkt } from '../../lib/format';
import { useMemberHeldPoints, useMyHeldPoints } from './api';

/**
 * The member's details (back office): points the fraud guard holds for review, and a warning when they
 * are over the settings' threshold. Nothing while there are none (or while they load).
 */
export function HeldPointsFlag({ userId }: { userId: number }) {
  const held = useMemberHeldPoints(userId);
  if (held.isError) return <Typography color="error">Nie udało się sprawdzić punktów czekających na weryfikację.</Typography>;
  const h = held.data;
  if (!h || h.codes === 0) return null;
  const line = `Punkty czekające na weryfikację: ${formatPkt(h.points)} (kody: ${h.codes})`;
  return (
    <Alert severity={h.flagged ? 'warning' : 'info'} sx={{ mb: 2 }} role={h.flagged ? 'alert' : 'status'}>
      {h.flagged ? <strong>Uwaga: więcej niż próg {formatPkt(h.threshold)}. </strong> : null}
      {line}. <RouterLink to={paths.admin.codes.review.path}>Kody do weryfikacji</RouterLink>
    </Alert>
  );
}

/** The member's own points page: what waits for review, apart from the balance. Nothing while there is none. */
export function MyHeldPoints({ enabled = true }: { enabled?: boolean }) {
  const held = useMyHeldPoints(enabled);
  const h = held.data;
  if (!h || h.list.length === 0) return null;
  return (
    <Alert severity="info" sx={{ my: 2 }} aria-label="Punkty czekające na weryfikację">
      <Typography sx={{ fontWeight: 600 }}>
        Punkty czekają na weryfikację: {formatPkt(h.points)} — nie liczą się jeszcze do salda.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {h.list.map((c) => (
          <li key={c.code}>
            Kod {c.code} ({c.packageName}), {formatPkt(c.points)}, {formatDateTime(c.heldAt)} — {HELD_STATUS_LABELS[c.status]}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
