/** The regions feature's public surface for other features. */
export { useDistricts, useRegions } from './api';
