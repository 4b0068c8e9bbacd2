import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { ContactFormSection } from '../messages';
import { PageText } from '../texts';
import { CONTACT } from './contact-data';

/** /contact — the provider's contact data, the form a member writes to the club with, and under it the text published in the back office (key `contact`) or the built-in one. */
export default function ContactPage() {
  return (
    <Page title={paths.contact.title} lead="Masz pytanie o program, punkty lub nagrody? Napisz lub zadzwoń." contentWidth={900}>
      <Section title={CONTACT.officeName}>
        <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5 }}>
          <Typography>
            E-mail: <Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Link>
          </Typography>
          <Typography>
            Telefon: <Link href={CONTACT.phoneHref}>{CONTACT.phone}</Link> ({CONTACT.hours})
          </Typography>
          <Typography>Adres korespondencyjny: {CONTACT.address.join(', ')}</Typography>
        </Box>
      </Section>
      <Suspense fallback={<LoadingState />}>
        <ContactFormSection />
      </Suspense>
      <PageText
        textKey="contact"
        fallback={
          <Section title="Zanim napiszesz">
            <Typography>
              Podaj e-mail, na który założone jest konto w Klubie. Jeśli pytanie dotyczy kodu z opakowania, dołącz zdjęcie kodu — szybciej
              pomożemy.
            </Typography>
          </Section>
        }
      />
    </Page>
  );
}
