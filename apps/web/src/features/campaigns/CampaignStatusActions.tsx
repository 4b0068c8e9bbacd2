import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_TRANSITIONS, type CampaignDetails, type CampaignStatus } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { formatPkt } from '../../lib/format';
import { useCampaignStatus, useDeleteCampaign } from './api';
import { CampaignStatusChip } from './campaign-labels';

/** The button that moves a campaign to `to`, worded by where it is now (a paused one is resumed, not started). */
const actionLabel = (from: CampaignStatus, to: CampaignStatus): string =>
  to === 'ACTIVE' ? (from === 'PAUSED' ? 'Wznów' : 'Uruchom') : to === 'PAUSED' ? 'Wstrzymaj' : 'Zakończ';

type Asked = { kind: 'end' } | { kind: 'delete' } | null;

/**
 * The campaign's status and what may follow it (CAMPAIGN_TRANSITIONS): "Uruchom", "Wstrzymaj",
 * "Wznów", "Zakończ" (asked first: an ended campaign stays ended) and, for a draft only, "Usuń".
 */
export function CampaignStatusActions({ campaign }: { campaign: CampaignDetails }) {
  const status = useCampaignStatus(campaign.id);
  const remove = useDeleteCampaign();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<Asked>(null);
  const busy = status.isPending || remove.isPending;
  const move = (to: CampaignStatus) =>
    status.mutateAsync(to).then(
      (saved) => showToast(saved.message, 'success'),
      () => undefined, // the query client toasts the refusal
    );
  const name = `„${campaign.name}”`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 280px' }}>
        <Typography component="span">Status:</Typography>
        <CampaignStatusChip status={campaign.status} />
        <Typography component="span" color="text.secondary">
          {`wersja warunków ${campaign.version} · przyznano ${formatPkt(campaign.spent)}`}
        </Typography>
      </Box>
      <Box role="group" aria-label="Zmiana statusu akcji" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {CAMPAIGN_TRANSITIONS[campaign.status].map((to) => (
          <Button
            key={to}
            variant={to === 'ENDED' ? 'outlined' : 'contained'}
            color={to === 'ENDED' ? 'error' : to === 'PAUSED' ? 'warning' : 'primary'}
            disabled={busy}
            onClick={() => (to === 'ENDED' ? setAsked({ kind: 'end' }) : void move(to))}
          >
            {actionLabel(campaign.status, to)}
          </Button>
        ))}
        {campaign.status === 'DRAFT' ? (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsked({ kind: 'delete' })}>
            Usuń
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={asked?.kind === 'end'}
        title={`Czy na pewno zakończyć akcję ${name}?`}
        confirmLabel="Zakończ"
        destructive
        busy={busy}
        onCancel={() => setAsked(null)}
        onConfirm={() => void move('ENDED').finally(() => setAsked(null))}
      >
        Zakończonej akcji nie można wznowić ani zmienić. Przyznane punkty zostają u członków klubu.
      </ConfirmDialog>
      <ConfirmDialog
        open={asked?.kind === 'delete'}
        title={`Czy na pewno usunąć akcję ${name}?`}
        confirmLabel="Usuń"
        destructive
        busy={busy}
        onCancel={() => setAsked(null)}
        onConfirm={() =>
          void remove.mutateAsync(campaign.id).then(
            async (answer) => {
              showToast(answer.message, 'success');
              await navigate(paths.admin.campaigns.list.path);
            },
            () => setAsked(null),
          )
        }
      />
    </Box>
  );
}
