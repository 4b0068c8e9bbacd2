import { lazy } from 'react';

/** The messages feature's public surface for other features and the app frame (besides ./api). */
export { MessagesBadge } from './MessagesBadge';
/** /contact's form, in its own chunk: the header imports this feature on every page, the form's code only /contact needs. */
export const ContactFormSection = lazy(() => import('./ContactForm'));
