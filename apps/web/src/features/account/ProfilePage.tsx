import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/session';
import { ProfileForm } from './ProfileForm';
import { POINTS_ROLES } from '@klub/contracts/constants';
import { MyWebsiteSection } from '../contractor-websites';

export default function ProfilePage() {
  const me = useMe();
  return (
    <Page title={paths.profile.title} lead="Zaktualizuj swoje dane kontaktowe i adresowe." contentWidth={900}>
      <Section title="Twoje dane">
        {me.isPending ? <LoadingState /> : me.data ? <ProfileForm key={me.data.id} me={me.data} /> : <EmptyState />}
      </Section>
      {me.data && POINTS_ROLES.includes(me.data.type) ? <MyWebsiteSection /> : null}
    </Page>
  );
}
