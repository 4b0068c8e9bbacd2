import type { EarnedBySource, StatsPeriodFigures } from '@klub/contracts';
import { formatPkt } from '../../lib/format';
import type { Figure } from '../../components/stats/FigureCards';

/** The period's activity figures (products, points, orders) with the trend. */
export function activityFigures(now: StatsPeriodFigures & { earnedBySource?: EarnedBySource }, before: StatsPeriodFigures): Figure[] {
  // What of "Punkty zdobyte" came from codes: admins', contests' and campaigns' points are counted in it too.
  const fromCodes = now.earnedBySource ? `w tym z kodów: ${formatPkt(now.earnedBySource.codes)}` : undefined;
  return [
    { title: 'Zarejestrowane produkty', value: now.productsCount, previous: before.productsCount },
    { title: 'Punkty zdobyte', value: now.pointsEarned, unit: 'pkt', previous: before.pointsEarned, note: fromCodes },
    { title: 'Punkty wydane', value: now.pointsSpent, unit: 'pkt', previous: before.pointsSpent },
    { title: 'Zamówienia', value: now.ordersCount, previous: before.ordersCount },
  ];
}
