/** The trainings feature's public surface for other features. */
export { useMemberTrainings } from './api';
