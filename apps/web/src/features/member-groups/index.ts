export { AudienceText, useAudienceOptions } from './audience';
