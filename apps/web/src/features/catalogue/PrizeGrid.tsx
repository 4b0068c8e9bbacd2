import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import { Link } from 'react-router';
import { fileUrl, type PrizeRow } from '@klub/contracts';
import { formatPkt } from '../../lib/format';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { href, paths } from '../../config/paths';
import { Photo } from '../../components/media';
import { BALANCE_TEXTS, useBasket } from '../basket';

/** The prize's main picture, or a neutral placeholder when it has none. */
export function PrizeImage({ images, name, height = 160 }: { images: string[]; name: string; height?: number }) {
  if (images[0]) {
    return (
      <Photo
        src={fileUrl(images[0])}
        alt={name}
        sizes="(max-width: 600px) 100vw, 320px"
        sx={{ width: '100%', height, objectFit: 'contain', bgcolor: 'grey.100' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={`${name} — brak zdjęcia`}
      sx={{ width: '100%', height, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.500' }}
    >
      <CardGiftcard sx={{ fontSize: height / 3 }} />
    </Box>
  );
}

export const pointsText = formatPkt;

/** `balance`: the member's points (when they collect them), to mark a prize that alone costs more. */
function PrizeCard({ prize, balance }: { prize: PrizeRow; balance: number | undefined }) {
  const missing = balance === undefined ? 0 : prize.pointsPrice - balance;
  const to = href(paths.prizeDetails, { groupId: prize.groupId ?? 0, id: prize.id });
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={Link} to={to} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <PrizeImage images={prize.images} name={prize.name} />
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {prize.name}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} color="primary">
            {pointsText(prize.pointsPrice)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {prize.stock === 0 ? <Chip size="small" label="Chwilowo niedostępna" /> : null}
            {missing > 0 && prize.stock > 0 ? (
              <Chip size="small" color="warning" variant="outlined" label={BALANCE_TEXTS.missing(missing)} />
            ) : null}
            {prize.isFavorite ? <Chip size="small" color="secondary" icon={<Favorite />} label="Ulubiona" /> : null}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

interface PrizeGridProps {
  data: { data: PrizeRow[] } | undefined;
  isPending: boolean;
  isError: boolean;
  label: string;
  emptyText?: string;
}

/**
 * Prize cards. Spec §4: while loading a loading flag; on failure an empty list (the toast with the
 * server's message comes from the query cache).
 */
export function PrizeGrid({ data, isPending, isError, label, emptyText = 'Brak nagród' }: PrizeGridProps) {
  // The basket holds the balance (a member who collects points; others have no basket query).
  const balance = useBasket().data?.balance;
  if (isPending && !isError) return <LoadingState label="Wczytywanie nagród…" />;
  const list = isError ? [] : (data?.data ?? []);
  if (list.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {list.map((p) => (
        <PrizeCard key={p.id} prize={p} balance={balance} />
      ))}
    </Box>
  );
}
