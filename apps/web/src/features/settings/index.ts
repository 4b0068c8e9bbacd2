/** The settings feature's public surface for other features. */
export { logsKeys } from './api';
export { EntityHistory } from './EntityHistory';
