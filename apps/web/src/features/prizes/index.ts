/** The prizes feature's public surface for other features. */
export type { PrizeFilters } from './api';
