/** The account feature's public surface for other features (besides ./api). */
export { ConfirmationPendingNotice, awaitsConfirmation } from './ConfirmationPendingNotice';
