/** The two-factor feature's public surface for other features. */
export { resetStaffTwoFactor } from './api';
export { SecondFactorStep } from './SecondFactorStep';
