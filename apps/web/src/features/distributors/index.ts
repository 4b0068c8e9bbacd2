/** The distributors feature's public surface for other features. */
export { distributorsKeys, useDistributors } from './api';
