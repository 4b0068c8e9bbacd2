/** The premium-group feature's public surface for other features. */
export { premiumKeys } from './api';
