import Box from '@mui/material/Box';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { PointsRoleGate } from '../member-points';
import { MyCodesTable } from './MyCodesTable';
import { RedeemCodeForm } from './RedeemCodeForm';
import { RedeemManyForm } from './RedeemManyForm';

/** /my-codes — "Moje kody": enter one code or several, and the list of entered codes. */
export default function MyCodesPage() {
  return (
    <Page title={paths.myCodes.title} lead="Wpisz kod z opakowania produktu, a punkty trafią na Twoje konto.">
      <PointsRoleGate>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
          <Section title="Wpisz kod">
            <RedeemCodeForm />
          </Section>
          <Section title="Wpisz kilka kodów">
            <RedeemManyForm />
          </Section>
        </Box>
        <Section title="Twoje kody">
          <MyCodesTable />
        </Section>
      </PointsRoleGate>
    </Page>
  );
}
