/** The auth feature's public surface for other features (besides ./api). */
export * from './password-schemas';
export { useCustomerLogout } from './use-logout';
export { useFinishSignIn } from './use-sign-in';
