export { useCurrentRegulation } from './api';
export { RegulationsPrompt } from './RegulationsPrompt';
