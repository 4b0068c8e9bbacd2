import Typography from '@mui/material/Typography';
import { EXPIRING_SOON_DAYS } from '@klub/contracts/constants';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { PageText } from '../texts';

const p = { mb: 1.5 } as const;

/** /about-program — the club's description: the text published in the back office, or the built-in one. */
export default function AboutProgramPage() {
  return (
    <Page
      title={paths.aboutProgram.title}
      lead="Klub to program lojalnościowy dla profesjonalistów, którzy pracują z naszymi farbami."
      contentWidth={900}
    >
      <PageText textKey="about-program" fallback={<BuiltInText />} />
    </Page>
  );
}

/** The page's own text until the club publishes one in the back office (/admin/texts, key `about-program`). */
function BuiltInText() {
  return (
    <>
      <Section title="Dla kogo jest Klub?">
        <Typography sx={p}>
          Do Klubu może dołączyć każdy wykonawca: malarz, firma remontowa, ekipa wykończeniowa, a także architekt lub projektant wnętrz.
          Członkostwo jest bezpłatne — wystarczy założyć konto i potwierdzić adres e-mail.
        </Typography>
      </Section>
      <Section title="Jak zbierać punkty?">
        <Typography sx={p}>
          Na opakowaniach produktów biorących udział w programie znajdziesz unikalny kod. Wpisz go na swoim koncie albo w aplikacji
          mobilnej, a punkty od razu trafią na Twoje saldo. Liczbę punktów za każdy produkt pokazuje punktacja produktów.
        </Typography>
        <Typography sx={p}>
          Dodatkowe punkty możesz zdobyć w konkursach i akcjach promocyjnych. Punkty są ważne przez określony czas — na koncie zobaczysz,
          które wygasają w ciągu najbliższych {EXPIRING_SOON_DAYS} dni.
        </Typography>
      </Section>
      <Section title="Nagrody">
        <Typography sx={p}>
          Zebrane punkty wymienisz na nagrody z katalogu: narzędzia, sprzęt, elektronikę i bony. Zamówienia mogą składać uczestnicy, których
          konto zostało potwierdzone przez Klub.
        </Typography>
      </Section>
      <Section title="Grupy Gold i Premium">
        <Typography sx={p}>
          Najaktywniejsi uczestnicy trafiają do grupy Premium, a wybrani — do grupy Gold. Członkowie tych grup otrzymują dodatkowe
          materiały, zaproszenia i oferty.
        </Typography>
      </Section>
      <Section title="Szkolenia i wiedza">
        <Typography sx={p}>
          W Klubie znajdziesz aktualności, szkolenia, filmy instruktażowe oraz odpowiedzi na najczęstsze pytania.
        </Typography>
        <Typography>
          Masz pytania? <RouterLink to={paths.contact.path}>Skontaktuj się z biurem Klubu</RouterLink>.
        </Typography>
      </Section>
    </>
  );
}
