export { PageText } from './PageText';
