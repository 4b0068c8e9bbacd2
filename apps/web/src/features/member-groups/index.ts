export { AudienceText, useAudienceOptions } from './audience';
export { PublicationFormPage } from './PublicationFormPage';
