import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { MemberDetails } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { useMember } from './api';

interface PersonFormShellProps {
  add: { title: string; lead: string; form: ReactNode };
  edit: { title: string; invalidId: string; form: (person: MemberDetails) => ReactNode };
}

/** The add-or-edit page around a person form: `:id` absent → add; present → load the person, then edit. */
export function PersonFormShell({ add, edit }: PersonFormShellProps) {
  const { id } = useParams();
  const personId = id ? Number(id) : null;
  const person = useMember(personId ?? 0);
  if (personId === null) {
    return (
      <Page title={add.title} lead={add.lead}>
        {add.form}
      </Page>
    );
  }
  return (
    <Page title={edit.title} lead={person.data ? `${person.data.fullName} (${person.data.email})` : undefined}>
      {Number.isInteger(personId) && personId > 0 ? (
        <QueryView query={person}>{(p) => edit.form(p)}</QueryView>
      ) : (
        <Alert severity="warning">{edit.invalidId}</Alert>
      )}
    </Page>
  );
}
