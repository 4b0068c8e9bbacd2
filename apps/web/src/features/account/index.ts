/** The account feature's public surface for other features. */
export { accountKeys, useMe, useMeClient } from './api';
export { ConfirmationPendingNotice, awaitsConfirmation } from './ConfirmationPendingNotice';
