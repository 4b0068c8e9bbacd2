/** The account feature's public surface for other features. */
export { ConfirmationPendingNotice, awaitsConfirmation } from './ConfirmationPendingNotice';
