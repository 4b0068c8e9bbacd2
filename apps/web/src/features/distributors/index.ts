/** The distributors feature's public surface for other features. */
export { useDistributors } from './api';
