/** The two-factor feature's public surface for other features (besides ./api, which has resetStaffTwoFactor). */
export { SecondFactorStep } from './SecondFactorStep';
