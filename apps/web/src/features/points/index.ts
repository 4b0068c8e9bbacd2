/** The points feature's public surface for other features. */
export { usePackages } from './api';
