import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MemberCampaign } from '@klub/contracts';
import { appliesText, capText, rewardText, windowText } from './campaign-text';

function CampaignItem({ campaign }: { campaign: MemberCampaign }) {
  const cap = capText(campaign);
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {campaign.name}
        </Typography>
        <Chip size="small" color="secondary" label={rewardText(campaign)} />
        <Typography variant="body2" color="text.secondary">
          {windowText(campaign)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Dotyczy: {appliesText(campaign)}
        {cap ? `. ${cap}` : null}
      </Typography>
    </Box>
  );
}

/**
 * "Trwające akcje punktowe": the member's campaigns running today, compact (the /home section and
 * /points' header). Nothing at all when there are none, or while they load or fail: it is extra.
 */
export function ActiveCampaigns({
  campaigns,
  lead,
  sx,
}: {
  campaigns: readonly MemberCampaign[] | undefined;
  lead?: string;
  sx?: SxProps<Theme>;
}) {
  if (!campaigns || campaigns.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-label="Trwające akcje punktowe"
      variant="outlined"
      sx={[{ p: { xxs: 2, xs: 3 }, borderColor: 'secondary.main', borderLeftWidth: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Trwające akcje punktowe
      </Typography>
      {lead ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {lead}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {campaigns.map((c) => (
          <CampaignItem key={c.id} campaign={c} />
        ))}
      </Box>
    </Paper>
  );
}
