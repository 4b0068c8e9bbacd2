/** The messages feature's public surface for other features and the app frame (besides ./api). */
export { ContactFormSection } from './ContactForm';
export { MessagesBadge } from './MessagesBadge';
