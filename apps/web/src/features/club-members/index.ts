/** The club-members feature's public surface for other features. */
export { useMember, usePeople } from './api';
