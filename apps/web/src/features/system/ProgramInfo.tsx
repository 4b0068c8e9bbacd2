import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { usePublicConfig } from '../../lib/session';

/** The programme's notice (admin settings), on top of every customer page while one is set. */
export function MaintenanceNotice() {
  const notice = usePublicConfig().data?.maintenanceNotice;
  if (!notice) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0, justifyContent: 'center', whiteSpace: 'pre-line' }}>
      {notice}
    </Alert>
  );
}

/** The programme's contact data (admin settings) for the footer; nothing while none is set. */
export function ContactLine() {
  const contact = usePublicConfig().data?.contact;
  const parts = [contact?.email, contact?.phone, contact?.hours].filter(Boolean);
  if (!contact || parts.length === 0) return null;
  return (
    <address style={{ fontStyle: 'normal' }} aria-label="Kontakt z klubem">
      {contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : null}
      {contact.phone ? (
        <span>
          {`${contact.email ? ' · ' : ''}tel. `}
          <Link href={`tel:${contact.phone}`}>{contact.phone}</Link>
        </span>
      ) : null}
      {contact.hours ? <span>{` · ${contact.hours}`}</span> : null}
    </address>
  );
}
