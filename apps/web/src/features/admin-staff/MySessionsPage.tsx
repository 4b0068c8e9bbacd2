import Alert from '@mui/material/Alert';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { useEndMySession, useMySessions } from './api';
import { SessionsTable } from './sessions';

/**
 * /admin/account/sessions — "Moje sesje": where the signed-in staff member is signed in; the
 * current session is marked, any other one can be ended (a forgotten computer, a lost phone).
 */
export default function MySessionsPage() {
  const sessions = useMySessions();
  const end = useEndMySession();
  return (
    <Page
      title={paths.admin.account.sessions.title}
      lead="Urządzenia, na których Twoje konto jest zalogowane do panelu. Nie rozpoznajesz któregoś? Zakończ tę sesję i zmień hasło."
      maxWidth={1100}
    >
      <SessionsTable query={sessions} label="Moje sesje" busy={end.isPending} onEnd={(id) => end.mutateAsync(id)} />
      <Alert severity="info" sx={{ mt: 3 }}>
        Sesja kończy się sama po 10 minutach bez aktywności w panelu. Wylogowanie kończy bieżącą sesję.
      </Alert>
    </Page>
  );
}
