import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router';
import { PartnerShopBody, type PartnerShop } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { useCreateShop, useDeleteShop, usePartnerShops, useUpdateShop } from './api';

const P = paths.admin.prizes;

function ShopForm({ existing, onDone }: { existing?: PartnerShop; onDone: () => void }) {
  const empty = { name: '', email: '', url: '' };
  const form = useZodForm(PartnerShopBody, {
    defaultValues: existing
      ? { shopNumber: existing.shopNumber, name: existing.name, email: existing.email ?? '', url: existing.url ?? '' }
      : empty,
  });
  const create = useCreateShop();
  const update = useUpdateShop();
  const submit = form.handleSubmit((body) => {
    const opts = {
      onSuccess: () => {
        showToast(existing ? MESSAGES.saved : 'Dodano sklep partnerski', 'success');
        if (!existing) form.reset(empty);
        onDone();
      },
    };
    if (existing) update.mutate({ id: existing.id, body }, opts);
    else create.mutate(body, opts);
  });
  return (
    <Stack
      component="form"
      direction="row"
      noValidate
      aria-label={existing ? `Sklep ${existing.name}` : 'Nowy sklep partnerski'}
      onSubmit={submit}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      <FormTextField control={form.control} name="shopNumber" size="small" label="Numer sklepu" numeric required />
      <FormTextField
        control={form.control}
        name="name"
        size="small"
        label="Nazwa sklepu"
        required
        slotProps={{ htmlInput: { maxLength: 160 } }}
      />
      <FormTextField control={form.control} name="email" size="small" label="E-mail do zamówień" type="email" />
      <FormTextField control={form.control} name="url" size="small" label="Strona WWW" placeholder="https://" />
      <SubmitButton pending={create.isPending || update.isPending}>{existing ? 'Zapisz' : 'Dodaj sklep'}</SubmitButton>
    </Stack>
  );
}

/** /admin/prizes/third-party-products — partner shops; each shop's products in offer-view/{shopNumber}. */
export default function ThirdPartyProductsPage() {
  const shops = usePartnerShops();
  const remove = useDeleteShop();
  const [editing, setEditing] = useState<number | null>(null);
  const columns: Column<PartnerShop>[] = [
    { key: 'number', header: 'Numer', cell: (shop) => shop.shopNumber },
    { key: 'name', header: 'Nazwa', rowHeader: true, cell: (shop) => shop.name },
    { key: 'email', header: 'E-mail', cell: (shop) => shop.email ?? '—' },
    { key: 'prizes', header: 'Produkty', align: 'right', cell: (shop) => shop.prizesCount },
    {
      key: 'actions',
      header: 'Akcje',
      sx: { whiteSpace: 'nowrap' },
      cell: (shop) => (
        <>
          <Button size="small" component={Link} to={href(P.offerView, { id: shop.shopNumber })}>
            Oferta
          </Button>
          <Button size="small" onClick={() => setEditing(shop.id)} aria-label={`Edytuj sklep ${shop.name}`}>
            Edytuj
          </Button>
          <ConfirmDeleteButton
            label={`Usuń sklep ${shop.name}`}
            question={`Czy na pewno usunąć sklep „${shop.name}”?`}
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(shop.id).then(() => showToast('Usunięto sklep', 'success'))}
          />
        </>
      ),
    },
  ];
  return (
    <Page
      title={P.thirdPartyProducts.title}
      lead="Produkty partnerów to nagrody z numerem sklepu; dodajesz je jak zwykłe nagrody."
      actions={
        <Button component={Link} to={P.list.path}>
          Wróć do nagród
        </Button>
      }
    >
      <Section title="Dodaj sklep partnerski">
        <ShopForm onDone={() => undefined} />
      </Section>
      <DataTable
        query={shops}
        rows={(list) => list}
        columns={columns}
        rowKey={(shop) => shop.id}
        label="Sklepy partnerskie"
        emptyText="Nie ma jeszcze sklepów partnerskich"
        fullRow={(shop) =>
          editing === shop.id ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <ShopForm existing={shop} onDone={() => setEditing(null)} />
              <Button onClick={() => setEditing(null)}>Anuluj</Button>
            </Box>
          ) : null
        }
      />
    </Page>
  );
}
