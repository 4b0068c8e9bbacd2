import type { StatsContractorRow, UserStatus } from '@klub/contracts';
import { STATUS_LABELS } from '../../config/labels';
import { filtersOf, type StatsUrlState } from './filters';

/** "Jan Kowalski" (the list sorts by the surname). */
export const contractorName = (r: Pick<StatsContractorRow, 'firstname' | 'lastname'>) => `${r.firstname} ${r.lastname}`;

/** The account's status in the words of the "Konta wykonawców" filter (confirmed by the club or not). */
const SHORT_STATUS: Record<UserStatus, string> = { ACTIVE_CONFIRMED: 'Potwierdzony', ACTIVE: 'Niepotwierdzony', NOT_ACTIVE: 'Nieaktywny' };
export const statusLabel = (status: string) => SHORT_STATUS[status as UserStatus] ?? status;
/** The glossary's full name of the status (the contractor's page). */
export const statusName = (status: string) => STATUS_LABELS[status as UserStatus] ?? status;

/** The list query of the contractors endpoint for a page's URL state (the list's own sort and page). */
export function contractorsQuery(state: StatsUrlState, isRds: boolean) {
  const { interval: _interval, ...filters } = filtersOf(state, isRds);
  return { ...filters, search: state.search, sort: state.sort, order: state.order, skip: state.skip, take: state.take };
}
