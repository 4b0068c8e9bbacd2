/** The points feature's public surface for other features. */
export { pointsKeys, usePackages } from './api';
