/** The prizes feature's public surface for other features. */
export { prizesQuery, type PrizeFilters } from './api';
