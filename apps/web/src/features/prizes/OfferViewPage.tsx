import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { useAdminPrizes, usePartnerShops } from './api';
import { prizeColumns } from './PrizeListPage';
import { DataTable } from '../../components/table';

const P = paths.admin.prizes;

/** /admin/prizes/offer-view/:id — one partner shop's products (the id is the shop number). */
export default function OfferViewPage() {
  const rawId = useParams().id ?? '';
  const shopNumber = Number(rawId);
  const valid = Number.isInteger(shopNumber) && shopNumber > 0;
  const shops = usePartnerShops();
  const prizes = useAdminPrizes({ shopNumber: valid ? shopNumber : undefined });
  const shop = shops.data?.find((s) => s.shopNumber === shopNumber);
  return (
    <Page
      title={P.offerView.title}
      lead={shop ? `${shop.name} (nr ${shop.shopNumber})` : `Sklep nr ${rawId}`}
      actions={
        <>
          <AddLink to={P.addPrize.path}>Dodaj produkt</AddLink>
          <Button component={Link} to={P.thirdPartyProducts.path}>
            Wróć do sklepów
          </Button>
        </>
      }
    >
      {!valid || (shops.data && !shop) ? (
        <Alert severity="warning">Nie ma sklepu partnerskiego o numerze {rawId}.</Alert>
      ) : (
        <>
          {shop ? (
            <Section title="Dane sklepu">
              <Typography>E-mail do zamówień: {shop.email ?? '—'}</Typography>
              <Typography>
                Strona:{' '}
                {shop.url ? (
                  <a href={shop.url} target="_blank" rel="noopener noreferrer">
                    {shop.url}
                  </a>
                ) : (
                  '—'
                )}
              </Typography>
            </Section>
          ) : null}
          <Section title="Produkty sklepu">
            <DataTable query={prizes} columns={prizeColumns} label="Produkty sklepu" emptyText="Ten sklep nie ma jeszcze produktów" />
          </Section>
        </>
      )}
    </Page>
  );
}
