/** The system feature's public surface for other features. */
export { useRegistrationPhotos } from './api';
