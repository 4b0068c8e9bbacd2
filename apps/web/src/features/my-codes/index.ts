/** The my-codes feature's public surface for other features (besides ./api). */
export { feedbackFromError, RedeemFeedbackAlert, type RedeemFeedback } from './RedeemFeedback';
export { EnteredCodesTable } from './CodesTable';
export { RedeemCodeForm } from './RedeemCodeForm';
