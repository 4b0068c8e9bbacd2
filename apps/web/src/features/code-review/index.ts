/** The code-review feature's public surface for other features (the member's details and points pages). */
export { HeldPointsFlag, MyHeldPoints } from './HeldPoints';
