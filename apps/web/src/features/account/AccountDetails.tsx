import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Me } from '@klub/contracts';
import { ROLE_LABELS, STATUS_LABELS } from '../../config/labels';
import { formatPhone } from '../../lib/format';
import { formatDate, formatDateTime } from '../../lib/dates';

function address(me: Me): string {
  const line2 = [me.postCode, me.city].filter(Boolean).join(' ');
  return [me.street, line2].filter(Boolean).join(', ');
}

/** The member's own data as a description list. */
export function AccountDetails({ me }: { me: Me }) {
  const rows: Array<[string, string]> = [
    ['Imię i nazwisko', `${me.firstname} ${me.lastname}`],
    ['E-mail', me.email],
    ['Telefon', formatPhone(me.phone)],
    ['Rodzaj działalności', ROLE_LABELS[me.type]],
    ['Status konta', STATUS_LABELS[me.status]],
    ['Nazwa firmy', me.companyName ?? ''],
    ['NIP', me.nip ?? ''],
    ['Adres', address(me)],
    ['Zgoda marketingowa', me.marketingConsent ? 'Tak' : 'Nie'],
    ['W Klubie od', formatDate(me.createdAt)],
    ['Ostatnie logowanie', formatDateTime(me.lastLoginAt)],
  ];

  return (
    <>
      {me.isGold || me.isPremium ? (
        <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
          {me.isGold ? <Chip label="Grupa Gold" color="secondary" /> : null}
          {me.isPremium ? <Chip label="Grupa Premium" color="primary" /> : null}
        </Box>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xxs: '1fr', xs: 'minmax(160px, 220px) 1fr' }, gap: 1.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
