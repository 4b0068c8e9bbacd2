/** The member-points feature's public surface for other features. */
export { useMyPoints } from './api';
export { ledgerColumns, PointsHistorySection, sourceLabel } from './LedgerTable';
export { PointsOverview } from './PointsOverview';
export { PointsSummary } from './PointsSummary';
export { TREND_LABELS, TrendBadge } from './TrendBadge';
export { PointsRoleGate } from './PointsRoleGate';
export { BalanceBadge } from './BalanceBadge';
