import Button from '@mui/material/Button';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { AccountDetails } from './AccountDetails';
import { useMe } from '../../lib/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ConfirmationPendingNotice } from './ConfirmationPendingNotice';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { GoldZoneSection } from '../gold-group';
import { PrizeStatementSection } from './PrizeStatementSection';
import { POINTS_ROLES } from '@klub/contracts/constants';

export default function MyAccountPage() {
  const me = useMe();

  return (
    <Page title={paths.myAccount.title} lead="Twoje dane, hasło i ustawienia konta." contentWidth={900}>
      <ConfirmationPendingNotice />
      <Section
        title="Twoje dane"
        actions={
          me.data ? (
            <Button component={Link} to={paths.profile.path} variant="contained" startIcon={<Edit />}>
              Edytuj dane
            </Button>
          ) : null
        }
      >
        {me.isPending ? <LoadingState /> : me.data ? <AccountDetails me={me.data} /> : <EmptyState />}
      </Section>
      <GoldZoneSection isGold={Boolean(me.data?.isGold)} />
      {me.data && POINTS_ROLES.includes(me.data.type) ? <PrizeStatementSection /> : null}
      <Section title="Zmiana hasła">
        <ChangePasswordForm />
      </Section>
      <DataExportSection />
      <Section title="Usunięcie konta">
        <DeleteAccountSection />
      </Section>
    </Page>
  );
}
