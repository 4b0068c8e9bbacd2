/** The system feature's public surface for other features. */
export { systemKeys, usePublicConfig, useRegistrationPhotos } from './api';
