import { RouterLink } from '../layout/RouterLink';
import { href, paths } from '../../config/paths';
import type { Column } from './DataTable';

interface PersonRow {
  id: number;
  fullName: string;
  email: string;
  companyName: string | null;
  city: string | null;
}

/** A member's name, leading to their details: the first column of every back-office list of people. */
export function memberNameColumn<T extends Pick<PersonRow, 'id' | 'fullName'>>(): Column<T> {
  return {
    key: 'name',
    header: 'Imię i nazwisko',
    rowHeader: true,
    cell: (m) => <RouterLink to={href(paths.admin.clubMembers.details, { id: m.id })}>{m.fullName}</RouterLink>,
  };
}

/** The first columns of every back-office list of members: name (to the member's details), e-mail, company, city. */
export function memberColumns<T extends PersonRow>(): Column<T>[] {
  return [
    memberNameColumn<T>(),
    { key: 'email', header: 'E-mail', cell: (m) => m.email },
    { key: 'company', header: 'Firma', cell: (m) => m.companyName || '—' },
    { key: 'city', header: 'Miasto', cell: (m) => m.city || '—' },
  ];
}
