import type { StatsPeriodFigures } from '@klub/contracts';
import type { Figure } from '../../components/stats/FigureCards';

/** The period's activity figures (products, points, orders) with the trend. */
export function activityFigures(now: StatsPeriodFigures, before: StatsPeriodFigures): Figure[] {
  return [
    { title: 'Zarejestrowane produkty', value: now.productsCount, previous: before.productsCount },
    { title: 'Punkty zdobyte', value: now.pointsEarned, unit: 'pkt', previous: before.pointsEarned },
    { title: 'Punkty wydane', value: now.pointsSpent, unit: 'pkt', previous: before.pointsSpent },
    { title: 'Zamówienia', value: now.ordersCount, previous: before.ordersCount },
  ];
}
