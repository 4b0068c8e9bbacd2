import type { MemberCampaign } from '@klub/contracts';
import { formatDate } from '../../lib/dates';
import { formatPkt, NBSP } from '../../lib/format';

/** The words of a member's campaign (docs/domain.md "Akcje punktowe"). */

const multiplierText = (m: number) => `×${m.toLocaleString('pl-PL', { maximumFractionDigits: 2 })}`;

/** "punkty ×2", "+50 pkt za kod", "punkty ×1,5 i +10 pkt za kod". */
export function rewardText(c: Pick<MemberCampaign, 'multiplier' | 'fixedBonus'>): string {
  const parts = [];
  if (c.multiplier > 1) parts.push(`punkty${NBSP}${multiplierText(c.multiplier)}`);
  if (c.fixedBonus > 0) parts.push(`+${formatPkt(c.fixedBonus)} za kod`);
  return parts.join(' i ');
}

/** "×2", "+50 pkt", "×1,5 +10 pkt": the reward in a chip. */
export function rewardShort(c: Pick<MemberCampaign, 'multiplier' | 'fixedBonus'>): string {
  return [c.multiplier > 1 ? multiplierText(c.multiplier) : '', c.fixedBonus > 0 ? `+${formatPkt(c.fixedBonus)}` : '']
    .filter(Boolean)
    .join(' ');
}

/** "do 31.03.2027" (the window's end: it has begun). */
export const windowText = (c: Pick<MemberCampaign, 'endsOn'>) => `do ${formatDate(c.endsOn)}`;

/** "Wszystkie produkty" or "Grunt 5 l, Farba 10 l; grupy: Grunty". */
export function appliesText(c: Pick<MemberCampaign, 'packages' | 'groupNames'>): string {
  if (c.packages.length === 0 && c.groupNames.length === 0) return 'wszystkie produkty';
  const parts = [];
  if (c.packages.length > 0) parts.push(c.packages.map((p) => p.name).join(', '));
  if (c.groupNames.length > 0) parts.push(`${c.groupNames.length === 1 ? 'grupa' : 'grupy'}: ${c.groupNames.join(', ')}`);
  return parts.join('; ');
}

/** "Twój limit: zostało 75 z 100 pkt", "Twój limit bonusu jest wykorzystany", or nothing (no cap). */
export function capText(c: Pick<MemberCampaign, 'memberCap' | 'capLeft'>): string {
  if (c.memberCap === null || c.capLeft === null) return '';
  if (c.capLeft === 0) return 'Twój limit bonusu w tej akcji jest wykorzystany';
  return `Twój limit: zostało ${formatPkt(c.capLeft)} z ${formatPkt(c.memberCap)}`;
}
