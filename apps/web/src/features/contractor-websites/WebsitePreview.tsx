import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fileUrl, type ContractorWebsite } from '@klub/contracts';
import { formatPhone } from '../../lib/format';

type Card = Pick<ContractorWebsite, 'name' | 'services' | 'area' | 'description' | 'phone' | 'email' | 'photos'>;

/** The business card as the public will see it (plain text, line breaks kept). */
export function WebsitePreview({ card }: { card: Card }) {
  const photos = card.photos;
  return (
    <Box component="article" aria-label={`Wizytówka ${card.name}`}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {card.name}
      </Typography>
      <Typography variant="subtitle2" color="text.secondary">
        Usługi
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{card.services}</Typography>
      <Typography variant="subtitle2" color="text.secondary">
        Obszar działania
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{card.area}</Typography>
      {card.description ? <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{card.description}</Typography> : null}
      {card.phone || card.email ? (
        <Typography sx={{ mb: 1 }}>
          {card.phone ? <>Telefon: {formatPhone(card.phone)} </> : null}
          {card.email ? (
            <>
              E-mail: <Link href={`mailto:${card.email}`}>{card.email}</Link>
            </>
          ) : null}
        </Typography>
      ) : null}
      {photos.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {photos.map((key, i) => (
            <Box
              key={key}
              component="img"
              src={fileUrl(key)}
              alt={`Zdjęcie ${i + 1} z ${photos.length}`}
              sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
