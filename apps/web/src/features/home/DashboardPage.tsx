import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeClient } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../config/messages';
import { formatNumber, formatPoints, pointsWord } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { useMeClient } from '../../lib/session';
import { ConfirmationPendingNotice } from '../account';
import { RedeemCodeForm } from '../my-codes';
import { TrendBadge, useMyPoints } from '../member-points';
import { HomeBanners } from '../banners';
import { HomeNews } from '../posts';
import { ActiveCampaigns, useActiveCampaigns } from '../member-campaigns';

function Card({ title, children, to, action }: { title: string; children: ReactNode; to?: string; action?: string }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Box sx={{ flexGrow: 1, color: 'text.secondary' }}>{children}</Box>
      {to && action ? (
        <Button component={Link} to={to} sx={{ alignSelf: 'flex-start', mt: 1 }}>
          {action}
        </Button>
      ) : null}
    </Paper>
  );
}

function Figure({ value, unit }: { value: string; unit?: string }) {
  return (
    <Typography component="p" sx={{ color: 'text.primary' }}>
      <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700 }}>
        {value}
      </Box>
      {unit ? ` ${unit}` : null}
    </Typography>
  );
}

/** The main action, first on the page: a code from a package, without a trip to "Moje kody". */
function CodeEntry() {
  return (
    <Paper component="section" aria-label="Wpisz kod" variant="outlined" sx={{ p: 3, gridColumn: '1 / -1' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Wpisz kod z opakowania
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Punkty trafią na Twoje konto od razu. Masz wiele kodów? Wklej je w <RouterLink to={paths.myCodes.path}>Moich kodach</RouterLink>.
      </Typography>
      <RedeemCodeForm />
    </Paper>
  );
}

/** Balance, points expiring within 60 days and the ranking position (points roles only). */
function PointsCards() {
  const points = useMyPoints();
  const p = points.data;
  const placeholder = points.isError ? MESSAGES.loadError : MESSAGES.loading;
  const nearest = p?.expiringSoon[0];
  const campaigns = useActiveCampaigns();
  return (
    <>
      <CodeEntry />
      <ActiveCampaigns
        campaigns={campaigns.data?.items}
        lead="Za kody z tych akcji dostajesz teraz dodatkowe punkty."
        sx={{ gridColumn: '1 / -1' }}
      />
      <Card title="Saldo punktów" to={paths.myPoints.path} action="Moje punkty">
        {p ? <Figure value={formatNumber(p.balance)} unit={pointsWord(p.balance)} /> : placeholder}
      </Card>
      <Card title="Punkty wygasające w ciągu 60 dni" to={paths.myPoints.path} action="Sprawdź daty">
        {p ? (
          <>
            <Figure value={formatNumber(p.expiringSoonTotal)} unit={pointsWord(p.expiringSoonTotal)} />
            {nearest ? (
              <Typography variant="body2">
                Najbliżej: {formatPoints(nearest.points)} do {formatDate(nearest.date)}
              </Typography>
            ) : (
              <Typography variant="body2">Żadne punkty nie wygasają w tym czasie.</Typography>
            )}
          </>
        ) : (
          placeholder
        )}
      </Card>
      <Card title="Ranking" to={paths.ranking.path} action="Zobacz ranking">
        {p ? (
          p.ranking ? (
            <>
              <Figure value={`${formatNumber(p.ranking)}.`} unit="miejsce" />
              <TrendBadge trend={p.trend} />
            </>
          ) : (
            'Zdobądź punkty w tym roku, aby pojawić się w rankingu.'
          )
        ) : (
          placeholder
        )}
      </Card>
    </>
  );
}

function Sections({ me }: { me: MeClient | undefined }) {
  if (!me) return null;
  if (me.isEmployee) {
    return (
      <Card title="Statystyki" to={paths.stats.path} action="Przejdź do statystyk">
        Zobacz dane wykonawców, z którymi współpracujesz.
      </Card>
    );
  }
  return <PointsCards />;
}

/** /home — the signed-in dashboard. */
export default function DashboardPage() {
  const me = useMeClient();
  const lead = me.data ? `Dzień dobry, ${me.data.firstname}!` : undefined;

  return (
    <Page title={paths.home.title} lead={lead}>
      {me.isPending ? <LoadingState /> : null}
      <ConfirmationPendingNotice />
      <HomeBanners />
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
      <HomeNews />
    </Page>
  );
}
