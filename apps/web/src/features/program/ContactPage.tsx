import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { formatPhone } from '../../lib/format';
import { usePublicConfig } from '../../lib/session';
import { ContactFormSection } from '../messages';
import { PageText } from '../texts';

/**
 * The office's contact data as the back office sets them (Ustawienia → e-mail, telefon, godziny,
 * adres; `/api/config`): each shown while set. With none set (or the settings unreadable) the
 * page points to the form below.
 */
function OfficeContact() {
  const config = usePublicConfig();
  if (config.isPending) return <Skeleton variant="rounded" height={96} aria-label="Wczytywanie danych kontaktowych…" />;
  const contact = config.data?.contact;
  if (!contact || (!contact.email && !contact.phone && !contact.address)) {
    return <Typography>Napisz do nas przez formularz poniżej — odpowiedź przyjdzie do Twojej skrzynki w Klubie.</Typography>;
  }
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5 }}>
      {contact.email ? (
        <Typography>
          E-mail: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </Typography>
      ) : null}
      {contact.phone ? (
        <Typography>
          Telefon: <Link href={`tel:${contact.phone.replace(/[\s-]/g, '')}`}>{formatPhone(contact.phone)}</Link>
          {contact.hours ? ` (${contact.hours})` : null}
        </Typography>
      ) : contact.hours ? (
        <Typography>Godziny pracy biura: {contact.hours}</Typography>
      ) : null}
      {contact.address ? <Typography>Adres korespondencyjny: {contact.address}</Typography> : null}
    </Box>
  );
}

/** /contact — the office's contact data (settings), the form a member writes to the club with, and under it the text published in the back office (key `contact`) or the built-in one. */
export default function ContactPage() {
  return (
    <Page title={paths.contact.title} lead="Masz pytanie o program, punkty lub nagrody? Napisz lub zadzwoń." contentWidth={900}>
      <Section title="Biuro Klubu">
        <OfficeContact />
      </Section>
      <Suspense fallback={<LoadingState />}>
        <ContactFormSection />
      </Suspense>
      <PageText
        textKey="contact"
        fallback={
          <Section title="Zanim napiszesz">
            <Typography>
              Jeśli pytanie dotyczy kodu z opakowania, dołącz zdjęcie kodu, a w sprawie zamówienia podaj jego numer — szybciej pomożemy.
            </Typography>
          </Section>
        }
      />
    </Page>
  );
}
