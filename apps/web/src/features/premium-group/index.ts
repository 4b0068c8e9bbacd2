/** The premium-group feature's public surface for other features. */
export { invalidatePremiumGroup } from './api';
