export { AudienceText, useAudienceOptions } from './audience';
export { audienceColumn, statusColumn } from './publication-columns';
export { PublicationFormPage } from './PublicationFormPage';
