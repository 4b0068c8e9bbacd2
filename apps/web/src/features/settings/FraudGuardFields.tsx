import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import type { FraudGuardSettings, SaveSettingsBody } from '@klub/contracts';
import { FormCheckbox, FormTextField } from '../../components/form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the settings form's transformed values
type SettingsControl = Control<SaveSettingsBody, any, any>;

/** One rule: its switch and its thresholds side by side (stacked on a phone). */
function Rule({
  title,
  lead,
  children,
  control,
  on,
}: {
  title: string;
  lead: string;
  children: React.ReactNode;
  control: SettingsControl;
  on: `fraudGuard.${string}.on`;
}) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {lead}
      </Typography>
      <FormCheckbox control={control} name={on as 'fraudGuard.memberHour.on'} label="Reguła włączona" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>{children}</Box>
    </Box>
  );
}

type RuleKey = Exclude<keyof FraudGuardSettings, 'flagHeldPoints'>;

/** Each rule: its title and explanation, and its thresholds (field, label). */
const RULES: Array<{ rule: RuleKey; title: string; lead: string; fields: Array<[string, string]> }> = [
  {
    rule: 'memberHour',
    title: 'Za dużo kodów w godzinę',
    lead: 'Kody uczestnika ponad limit w ciągu godziny od pierwszego kodu tej godziny.',
    fields: [['codes', 'Najwięcej kodów w godzinę']],
  },
  {
    rule: 'memberDay',
    title: 'Za dużo kodów w dobę',
    lead: 'Kody uczestnika ponad limit w ciągu 24 godzin od pierwszego kodu doby.',
    fields: [['codes', 'Najwięcej kodów w dobę']],
  },
  {
    rule: 'newAccountBurst',
    title: 'Seria kodów tuż po rejestracji',
    lead: 'Kody ponad limit wpisane w ciągu podanych minut od założenia konta.',
    fields: [
      ['codes', 'Najwięcej kodów'],
      ['minutes', 'W ciągu (minuty od rejestracji)'],
    ],
  },
  {
    rule: 'batchMembers',
    title: 'Partia kodów u wielu uczestników',
    lead: 'Gdy kody jednej partii wpisuje więcej uczestników niż limit w podanym czasie, kody kolejnych uczestników czekają. (Partie nie mają regionu dostawy, więc reguły odległości od regionu nie ma.)',
    fields: [
      ['members', 'Najwięcej uczestników'],
      ['hours', 'W ciągu (godziny)'],
    ],
  },
  {
    rule: 'ipAccounts',
    title: 'Wiele kont z jednego adresu IP',
    lead: 'Gdy z jednego adresu kody wpisuje więcej kont niż limit w podanym czasie, kody kolejnych kont czekają. Uwaga: wiele osób może mieć wspólny adres (sieć firmowa, operator komórkowy).',
    fields: [
      ['accounts', 'Najwięcej kont'],
      ['hours', 'W ciągu (godziny)'],
    ],
  },
];

/**
 * The fraud guard's rules in the settings form ("Ochrona kodów"; docs/domain.md "Fraud guard"): each
 * on or off with its thresholds, all off by default. A code that trips a rule is claimed, its points wait
 * in "Kody do weryfikacji".
 */
export function FraudGuardFields({ control: c }: { control: SettingsControl }) {
  return (
    <>
      <Typography variant="body2">
        Kod, który uruchomi włączoną regułę, zostaje przyjęty (nikt inny go już nie wpisze), ale jego punkty czekają na decyzję w „Kody do
        weryfikacji”. Kody wpisane przez administratora w imieniu uczestnika nie są sprawdzane.
      </Typography>
      {RULES.map((r) => (
        <Rule key={r.rule} control={c} on={`fraudGuard.${r.rule}.on`} title={r.title} lead={r.lead}>
          {r.fields.map(([field, label]) => (
            <FormTextField
              key={field}
              control={c}
              name={`fraudGuard.${r.rule}.${field}` as 'fraudGuard.memberHour.codes'}
              label={label}
              numeric
              required
            />
          ))}
        </Rule>
      ))}
      <FormTextField
        control={c}
        name="fraudGuard.flagHeldPoints"
        label="Oznacz uczestnika powyżej (punkty czekające)"
        numeric
        required
        helperText="Uczestnik z większą liczbą punktów czekających na weryfikację jest oznaczony w szczegółach członka"
      />
    </>
  );
}
