import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { PartnerShopBody } from '@klub/contracts';
import { InlineEditList } from '../../components/inline-edit/InlineEditList';
import { href, paths } from '../../config/paths';
import { partnerShopsApi } from './api';

const P = paths.admin.prizes;

/** /admin/prizes/third-party-products — partner shops; each shop's products in offer-view/{shopNumber}. */
export default function ThirdPartyProductsPage() {
  return (
    <InlineEditList
      title={P.thirdPartyProducts.title}
      lead="Produkty partnerów to nagrody z numerem sklepu; dodajesz je jak zwykłe nagrody."
      back={{ to: P.list.path, label: 'Wróć do nagród' }}
      api={partnerShopsApi}
      schema={PartnerShopBody}
      empty={{ name: '', email: '', url: '' }}
      valuesOf={(shop) => ({ shopNumber: shop.shopNumber, name: shop.name, email: shop.email ?? '', url: shop.url ?? '' })}
      fields={[
        { name: 'shopNumber', label: 'Numer sklepu', numeric: true, required: true },
        { name: 'name', label: 'Nazwa sklepu', required: true, slotProps: { htmlInput: { maxLength: 160 } } },
        { name: 'email', label: 'E-mail do zamówień', type: 'email' },
        { name: 'url', label: 'Strona WWW', placeholder: 'https://' },
      ]}
      columns={[
        { key: 'number', header: 'Numer', cell: (shop) => shop.shopNumber },
        { key: 'name', header: 'Nazwa', rowHeader: true, cell: (shop) => shop.name },
        { key: 'email', header: 'E-mail', cell: (shop) => shop.email ?? '—' },
        { key: 'prizes', header: 'Produkty', align: 'right', cell: (shop) => shop.prizesCount },
      ]}
      rowActions={(shop) => (
        <Button size="small" component={Link} to={href(P.offerView, { id: shop.shopNumber })}>
          Oferta
        </Button>
      )}
      texts={{
        noun: 'sklep',
        section: 'Dodaj sklep partnerski',
        newForm: 'Nowy sklep partnerski',
        add: 'Dodaj sklep',
        added: 'Dodano sklep partnerski',
        table: 'Sklepy partnerskie',
        empty: 'Nie ma jeszcze sklepów partnerskich',
      }}
    />
  );
}
