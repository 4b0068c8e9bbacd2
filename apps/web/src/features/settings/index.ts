export { EntityHistory } from './EntityHistory';
