import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  DeliveryAddress,
  fileUrl,
  MAX_BASKET_AMOUNT,
  optionalText,
  ORDER_MESSAGES,
  type BasketItem,
  type BasketResponse,
  type Me,
} from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { QueryView } from '../../components/feedback/QueryView';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatPkt } from '../../lib/format';
import { useMe, useMeClient } from '../../lib/session';
import { CHECKOUT_ERROR, useBasket, usePlaceOrder, useRemoveFromBasket, useSetBasketAmount } from './api';
import { Photo } from '../../components/media';
import { BALANCE_TEXTS, pointsOver } from './balance';

const CheckoutForm = z.object({ delivery: DeliveryAddress, note: optionalText(1000) });
type CheckoutFormInput = z.input<typeof CheckoutForm>;
type CheckoutFormOutput = z.output<typeof CheckoutForm>;

function AmountField({ item }: { item: BasketItem }) {
  const update = useSetBasketAmount();
  const [value, setValue] = useState(String(item.amount));
  const commit = () => {
    const amount = Number(value);
    if (!Number.isInteger(amount) || amount < 1 || amount > MAX_BASKET_AMOUNT) {
      setValue(String(item.amount));
      showToast(`Podaj liczbę sztuk od 1 do ${MAX_BASKET_AMOUNT}`);
      return;
    }
    if (amount === item.amount) return;
    update.mutate(
      { id: item.id, amount },
      {
        onError: () => setValue(String(item.amount)),
      },
    );
  };
  return (
    <TextField
      size="small"
      type="number"
      value={value}
      disabled={update.isPending}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { min: 1, max: MAX_BASKET_AMOUNT, 'aria-label': `Ilość: ${item.name}` } }}
      sx={{ width: 90 }}
    />
  );
}

function PrizeCell({ item }: { item: BasketItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {item.image ? (
        <Photo src={fileUrl(item.image)} alt="" sizes="48px" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }} />
      ) : null}
      <Box>
        <Typography>{item.name}</Typography>
        {!item.isAvailable ? (
          <Typography variant="body2" color="error">
            {item.stock < item.amount ? `Dostępnych sztuk: ${item.stock}` : 'Nagroda jest niedostępna — usuń ją z koszyka'}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

function BasketLines({ basket }: { basket: BasketResponse }) {
  const remove = useRemoveFromBasket();
  const columns: Column<BasketItem>[] = [
    { key: 'prize', header: 'Nagroda', cell: (item) => <PrizeCell item={item} /> },
    { key: 'variant', header: 'Wariant', cell: (item) => item.characteristic ?? '—' },
    { key: 'price', header: 'Cena', align: 'right', cell: (item) => formatPkt(item.points) },
    { key: 'amount', header: 'Ilość', cell: (item) => <AmountField key={item.amount} item={item} /> },
    { key: 'total', header: 'Razem', align: 'right', cell: (item) => formatPkt(item.lineTotal) },
    {
      key: 'remove',
      header: 'Usuń',
      cell: (item) => (
        <Tooltip title={`Usuń ${item.name} z koszyka`}>
          <IconButton
            aria-label={`Usuń ${item.name} z koszyka`}
            color="error"
            size="small"
            disabled={remove.isPending}
            onClick={() => remove.mutate(item.id, { onSuccess: () => showToast(ORDER_MESSAGES.removedFromBasket, 'success') })}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return <DataTable rows={basket.data} columns={columns} label="Pozycje w koszyku" />;
}

function Totals({ basket }: { basket: BasketResponse }) {
  const after = basket.balance - basket.sum;
  const over = pointsOver(basket);
  return (
    <>
      <Box
        role="status"
        aria-label="Podsumowanie koszyka"
        sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 3, justifyContent: 'end' }}
      >
        <Typography>Suma zamówienia:</Typography>
        <Typography sx={{ fontWeight: 700, textAlign: 'right' }}>{formatPkt(basket.sum)}</Typography>
        <Typography>Twoje saldo:</Typography>
        <Typography sx={{ textAlign: 'right' }}>{formatPkt(basket.balance)}</Typography>
        <Typography>Po zamówieniu:</Typography>
        <Typography sx={{ textAlign: 'right' }} color={after < 0 ? 'error' : undefined}>
          {formatPkt(after)}
        </Typography>
      </Box>
      {over > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {BALANCE_TEXTS.basketOver(over)}
        </Alert>
      ) : null}
    </>
  );
}

function defaultsFrom(me: Me | undefined): CheckoutFormInput {
  return {
    delivery: {
      name: me ? `${me.firstname} ${me.lastname}`.trim() : '',
      street: me?.street ?? '',
      postCode: me?.postCode ?? '',
      city: me?.city ?? '',
      phone: me?.phone ?? '',
    },
    note: '',
  };
}

function DeliveryForm({ basket, me, canOrder }: { basket: BasketResponse; me: Me | undefined; canOrder: boolean }) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const form = useZodForm<CheckoutFormInput, CheckoutFormOutput>(CheckoutForm, { defaultValues: defaultsFrom(me) });
  const [pending, setPending] = useState<CheckoutFormOutput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const over = pointsOver(basket);
  const unavailable = basket.data.some((i) => !i.isAvailable);
  const blocked = !canOrder || over > 0 || unavailable;

  const confirm = () => {
    if (!pending) return;
    place.mutate(
      {
        delivery: pending.delivery,
        note: pending.note,
        expectedTotal: basket.sum,
        expectedItems: basket.data.map((i) => ({ id: i.id, points: i.points })),
      },
      {
        onSuccess: (order) => {
          showToast(`Zamówienie nr ${order.id} zostało złożone. Potwierdzenie wysłaliśmy e-mailem`, 'success');
          void navigate(paths.myOrders.path);
        },
        onError: (error) => setFailure(errorMessage(error, CHECKOUT_ERROR)),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Section title="Adres dostawy">
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          setPending(values);
        })}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={form.control} name="delivery.name" label="Imię i nazwisko (odbiorca)" autoComplete="name" required />
          <FormTextField control={form.control} name="delivery.phone" label="Telefon" autoComplete="tel" inputMode="tel" />
          <FormTextField control={form.control} name="delivery.street" label="Ulica i numer" autoComplete="street-address" required />
          <FormTextField
            control={form.control}
            name="delivery.postCode"
            label="Kod pocztowy"
            autoComplete="postal-code"
            placeholder="00-000"
            required
          />
          <FormTextField control={form.control} name="delivery.city" label="Miejscowość" autoComplete="address-level2" required />
          <FormTextField control={form.control} name="note" label="Uwagi do zamówienia" multiline minRows={2} />
        </Box>
        {!canOrder ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {ORDER_MESSAGES.onlyConfirmed}
          </Alert>
        ) : over > 0 ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Za mało punktów, by zamówić: brakuje {formatPkt(over)}.
          </Alert>
        ) : unavailable ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Niektóre nagrody są niedostępne w wybranej ilości — zmień ilość lub usuń je z koszyka.
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button component={Link} to={paths.group.path} variant="outlined">
            Wróć do katalogu
          </Button>
          <SubmitButton pending={place.isPending} disabled={blocked}>
            Zamów za {formatPkt(basket.sum)}
          </SubmitButton>
        </Box>
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={`Czy złożyć zamówienie za ${formatPkt(basket.sum)}?`}
        confirmLabel="Zamawiam"
        busy={place.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending
          ? `Punkty zostaną pobrane z Twojego konta. Dostawa: ${pending.delivery.name}, ${pending.delivery.street}, ${pending.delivery.postCode} ${pending.delivery.city}.`
          : null}
      </ConfirmDialog>
    </Section>
  );
}

/** /checkout — the basket, totals against the balance, delivery address (from the profile) and confirmation. */
export default function CheckoutPage() {
  const basket = useBasket();
  const me = useMe();
  const meClient = useMeClient();
  if (meClient.data?.isEmployee) {
    return (
      <Page title={paths.checkout.title}>
        <Alert severity="info">To konto nie zbiera punktów i nie może zamawiać nagród.</Alert>
      </Page>
    );
  }
  return (
    <Page title={paths.checkout.title} lead="Sprawdź nagrody w koszyku, podaj adres dostawy i potwierdź zamówienie.">
      <QueryView query={basket}>
        {(b) =>
          b.data.length === 0 ? (
            <EmptyState title="Koszyk jest pusty">
              <Button component={Link} to={paths.group.path} variant="contained">
                Przejdź do katalogu nagród
              </Button>
            </EmptyState>
          ) : (
            <>
              <Section title="Nagrody w koszyku">
                <BasketLines basket={b} />
                <Totals basket={b} />
              </Section>
              {me.isPending || meClient.isPending ? (
                <LoadingState />
              ) : (
                <DeliveryForm basket={b} me={me.data} canOrder={meClient.data?.canOrder ?? false} />
              )}
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
