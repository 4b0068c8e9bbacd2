import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fileUrl, type PrizeDetails } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { PageBreadcrumbs } from '../../components/layout/PageBreadcrumbs';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { useMeClient } from '../../lib/session';
import { ConfirmationPendingNotice } from '../account';
import { BALANCE_TEXTS, pointsOver, useAddToBasket, useBasket } from '../basket';
import { useToggleFavourite, usePrize } from './api';
import { PrizeImage, pointsText } from './PrizeGrid';
import { RichText } from '../../components/layout/RichText';
import { Photo } from '../../components/media';

function Gallery({ prize }: { prize: PrizeDetails }) {
  const [index, setIndex] = useState(0);
  const current = prize.images[index];
  return (
    <Box>
      {current ? (
        <Photo
          src={fileUrl(current)}
          alt={prize.name}
          sizes="(max-width: 900px) 100vw, 640px"
          loading="eager"
          sx={{ width: '100%', maxHeight: 360, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
        />
      ) : (
        <PrizeImage images={[]} name={prize.name} height={280} />
      )}
      {prize.images.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {prize.images.map((key, i) => (
            <Box
              key={key}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Pokaż zdjęcie ${i + 1}`}
              aria-pressed={i === index}
              sx={{
                p: 0,
                border: 2,
                borderColor: i === index ? 'primary.main' : 'divider',
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: 'transparent',
              }}
            >
              <Photo src={fileUrl(key)} alt="" sizes="64px" sx={{ width: 64, height: 64, objectFit: 'cover', display: 'block' }} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function OrderBox({ prize }: { prize: PrizeDetails }) {
  const me = useMeClient();
  const canOrder = me.data !== undefined && !me.data.isEmployee;
  const [variant, setVariant] = useState('');
  const [amountText, setAmountText] = useState('1');
  const favourite = useToggleFavourite();
  const addToBasket = useAddToBasket();
  const basket = useBasket();
  const amount = Number(amountText);
  const needsVariant = prize.characteristics.length > 0;
  // What the basket would be over the balance with these pieces (the basket as last read).
  const over = basket.data ? pointsOver(basket.data, prize.pointsPrice * (Number.isInteger(amount) && amount > 0 ? amount : 1)) : 0;

  const add = () => {
    if (needsVariant && !variant) {
      showToast('Wybierz wariant nagrody');
      return;
    }
    if (!Number.isInteger(amount) || amount < 1) {
      showToast('Podaj ilość (co najmniej 1)');
      return;
    }
    addToBasket.mutate(
      { prizeId: prize.id, characteristicId: variant ? Number(variant) : null, amount },
      {
        onSuccess: () =>
          over > 0
            ? showToast(BALANCE_TEXTS.addedOver(prize.name, over), 'warning')
            : showToast(`Dodano do koszyka: ${prize.name}`, 'success'),
      },
    );
  };
  const toggleFavourite = () =>
    favourite.mutate(
      { prizeId: prize.id, add: !prize.isFavorite },
      {
        onSuccess: (r) => showToast(r.message, 'success'),
      },
    );

  if (!canOrder) {
    return me.data ? <Alert severity="info">Nagrody zamawiają uczestnicy zbierający punkty.</Alert> : null;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {needsVariant ? (
        <TextField select label="Wariant" value={variant} onChange={(e) => setVariant(e.target.value)} required>
          <MenuItem value="">Wybierz…</MenuItem>
          {prize.characteristics.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>{`${c.name}: ${c.value}`}</MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label="Ilość"
        value={amountText}
        onChange={(e) => setAmountText(e.target.value.replace(/\D/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {over > 0 && basket.data && prize.stock > 0 ? (
        <Alert severity="warning" role="status" aria-label="Saldo punktów">
          {BALANCE_TEXTS.prizeOver(over, basket.data.balance)}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        startIcon={<ShoppingCart />}
        onClick={add}
        disabled={addToBasket.isPending || prize.stock === 0}
      >
        Dodaj do koszyka
      </Button>
      <Button
        variant="outlined"
        startIcon={prize.isFavorite ? <Favorite /> : <FavoriteBorder />}
        onClick={toggleFavourite}
        disabled={favourite.isPending}
      >
        {prize.isFavorite ? 'Usuń z ulubionych' : 'Dodaj do ulubionych'}
      </Button>
    </Stack>
  );
}

/** /group/:groupId/prize/:id — a prize: pictures, description, variant, amount, favourites, basket. */
export default function PrizePage() {
  const params = useParams();
  const id = Number(params.id);
  const prize = usePrize(id);
  const title = prize.data?.name ?? paths.prizeDetails.title;
  return (
    <Page title={title}>
      <PageBreadcrumbs
        items={[
          { label: 'Katalog nagród', to: paths.group.path },
          ...(prize.data?.groupId
            ? [{ label: prize.data.groupName ?? paths.groupDetails.title, to: href(paths.groupDetails, { id: prize.data.groupId }) }]
            : []),
          ...(prize.data ? [{ label: prize.data.name }] : []),
        ]}
      />
      {prize.isPending && !prize.isError ? (
        <LoadingState label="Wczytywanie nagrody…" />
      ) : !prize.data ? (
        <Alert severity="warning">Nie ma takiej nagrody albo jest niedostępna.</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' } }}>
          <Gallery prize={prize.data} />
          <Box>
            <Typography variant="h2" color="primary" sx={{ mb: 1 }}>
              {pointsText(prize.data.pointsPrice)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {prize.data.stock > 0 ? `Dostępne: ${prize.data.stock} szt.` : 'Chwilowo niedostępna'}
            </Typography>
            <RichText html={prize.data.description} sx={{ mb: 3 }} />
            <ConfirmationPendingNotice />
            <OrderBox prize={prize.data} />
          </Box>
        </Box>
      )}
    </Page>
  );
}
