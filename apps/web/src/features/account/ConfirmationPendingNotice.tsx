import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MeClient } from '@klub/contracts';
import { useMeClient, usePublicConfig } from '../../lib/session';

/** How long the club usually takes to confirm a self-registered account (docs/domain.md). */
export const CONFIRMATION_TIME = 'zwykle w ciągu 2 dni roboczych';

/** A member who may not order yet: an activated (ACTIVE) account of a points role, not confirmed by the club. */
export const awaitsConfirmation = (me: MeClient | undefined): boolean => me?.status === 'ACTIVE' && !me.isEmployee;

function Contact() {
  const contact = usePublicConfig().data?.contact;
  if (!contact || (!contact.email && !contact.phone)) {
    return <>Jeśli masz pytania, skontaktuj się z biurem Klubu.</>;
  }
  return (
    <>
      Pytania? Skontaktuj się z biurem Klubu: {contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : null}
      {contact.phone ? (
        <>
          {contact.email ? ', ' : ''}tel. <Link href={`tel:${contact.phone}`}>{contact.phone}</Link>
        </>
      ) : null}
      {contact.hours ? ` (${contact.hours})` : null}.
    </>
  );
}

function Notice() {
  return (
    <Alert severity="info" role="status" aria-label="Konto czeka na potwierdzenie" sx={{ mb: 3 }}>
      <AlertTitle>Twoje konto czeka na potwierdzenie przez Klub</AlertTitle>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Możesz już zbierać punkty i przeglądać nagrody. Zamawiać nagrody będzie można, gdy Klub potwierdzi Twoje konto — {CONFIRMATION_TIME}
        . Wyślemy Ci wtedy e-mail.
      </Typography>
      <Typography variant="body2">
        <Contact />
      </Typography>
    </Alert>
  );
}

/** Shown on the dashboard, /my-account and a prize's page while the member's account awaits the club's confirmation. */
export function ConfirmationPendingNotice() {
  const me = useMeClient();
  return awaitsConfirmation(me.data) ? <Notice /> : null;
}
