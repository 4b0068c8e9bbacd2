import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { MeClient } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../config/messages';
import { useMeClient } from '../account/api';

function Card({ title, children, to, action }: { title: string; children: string; to?: string; action?: string }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {children}
      </Typography>
      {to && action ? (
        <Button component={Link} to={to} sx={{ alignSelf: 'flex-start', mt: 1 }}>
          {action}
        </Button>
      ) : null}
    </Paper>
  );
}

function Sections({ me }: { me: MeClient | undefined }) {
  if (me?.isEmployee) {
    return (
      <Card title="Statystyki">
        {`Statystyki Twoich wykonawców pojawią się tutaj w kolejnej wersji Klubu. ${MESSAGES.inPreparation}.`}
      </Card>
    );
  }
  return (
    <>
      <Card title="Twoje punkty">
        Saldo punktów i punkty wygasające w ciągu 60 dni pokażemy tutaj w kolejnej wersji Klubu.
      </Card>
      <Card title="Ranking">Twoje miejsce w rankingu uczestników pojawi się tutaj w kolejnej wersji Klubu.</Card>
    </>
  );
}

/** /home — the signed-in dashboard. No numbers until the points module exists. */
export default function DashboardPage() {
  const me = useMeClient();
  const lead = me.data ? `Dzień dobry, ${me.data.firstname}!` : undefined;

  return (
    <Page title={paths.home.title} lead={lead}>
      {me.isPending ? <LoadingState /> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xxs: '1fr', xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}>
        <Sections me={me.data} />
        <Card title="Twoje konto" to={paths.myAccount.path} action="Przejdź do konta">
          Sprawdź swoje dane, zmień hasło lub zaktualizuj dane kontaktowe.
        </Card>
        <Card title="O programie" to={paths.aboutProgram.path} action="Poznaj zasady">
          Dowiedz się, jak zbierać punkty i co możesz za nie otrzymać.
        </Card>
        <Card title="Kontakt" to={paths.contact.path} action="Skontaktuj się">
          Masz pytanie o program? Napisz lub zadzwoń do biura Klubu.
        </Card>
      </Box>
    </Page>
  );
}
