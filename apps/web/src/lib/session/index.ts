/**
 * The session, below the features: who is signed in (useMeClient, useMe, useAdminMe), the public
 * settings (usePublicConfig), signing in (useFinishSignIn, returnPath) and out (useEndSession,
 * useCustomerLogout). Features and app/ take these from here, so no feature imports another for
 * them; the query keys are the operations' (keyOf), so a feature invalidates them with
 * `keyOf(getUsersMeClient)` without importing anything but lib/api.
 */
export {
  revokeToken,
  signedOutPath,
  signInNoticeOf,
  useCustomerLogout,
  useEndSession,
  type EndSessionOptions,
  type SignInNotice,
} from './end';
export { collectsPoints, useAdminMe, useMe, useMeClient } from './me';
export { usePublicConfig } from './public-config';
export { returnPath } from './return-path';
export { useFinishSignIn } from './sign-in';
