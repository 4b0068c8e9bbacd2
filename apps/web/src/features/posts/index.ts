export { HomeNews } from './HomeNews';
