import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_STATUS_LABELS, type Campaign, type CampaignStatus, type CampaignVersion } from '@klub/contracts';
import { formatDate } from '../../lib/dates';
import { formatNumber, formatPkt, NBSP } from '../../lib/format';

/** The terms a summary reads: a campaign's current ones or one version's. */
type Terms = Pick<CampaignVersion, 'startsOn' | 'endsOn' | 'multiplier' | 'fixedBonus' | 'memberCap' | 'budget'>;

const TONES: Record<CampaignStatus, { color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  DRAFT: { color: 'default', variant: 'outlined' },
  ACTIVE: { color: 'success', variant: 'filled' },
  PAUSED: { color: 'warning', variant: 'filled' },
  ENDED: { color: 'default', variant: 'filled' },
};

/** "Szkic" outlined, "Aktywna" green, "Wstrzymana" amber, "Zakończona" grey. */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  return <Chip size="small" {...TONES[status]} label={CAMPAIGN_STATUS_LABELS[status]} />;
}

/** "01.03.2026 – 31.03.2026" (whole Polish days, both included). */
export const windowLabel = (t: Pick<Terms, 'startsOn' | 'endsOn'>) => `${formatDate(t.startsOn)} – ${formatDate(t.endsOn)}`;

/** "×1,5", "+50 pkt" or "×2 i +50 pkt": what a matching code earns beyond its own points. */
export function rewardLabel(t: Pick<Terms, 'multiplier' | 'fixedBonus'>): string {
  const parts = [
    t.multiplier > 1 ? `×${t.multiplier.toLocaleString('pl-PL', { maximumFractionDigits: 2 })}` : null,
    t.fixedBonus > 0 ? `+${formatPkt(t.fixedBonus)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' i ') : '—';
}

/** "200 pkt" or "bez limitu". */
export const capLabel = (cap: number | null) => (cap === null ? 'bez limitu' : formatPkt(cap));

/** Points given so far against the budget: "120 / 1 000 pkt" over a small bar, or "120 pkt" without a budget. */
export function SpentCell({ campaign }: { campaign: Pick<Campaign, 'spent' | 'budget' | 'name'> }) {
  const { spent, budget } = campaign;
  if (budget === null)
    return (
      <>
        {formatPkt(spent)}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          bez budżetu
        </Typography>
      </>
    );
  const used = Math.min(100, Math.round((spent / budget) * 100));
  return (
    <Box sx={{ minWidth: 120 }}>
      {`${formatNumber(spent)} / ${formatPkt(budget)}`}
      <LinearProgress
        variant="determinate"
        value={used}
        color={used >= 100 ? 'warning' : 'primary'}
        aria-label={`Wykorzystany budżet akcji ${campaign.name}: ${used}${NBSP}%`}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
