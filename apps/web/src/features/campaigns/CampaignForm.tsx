import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays } from 'date-fns';
import type { ReactNode } from 'react';
import { Controller, type Control, type Path } from 'react-hook-form';
import { CAMPAIGN_MESSAGES, CampaignTerms, type CampaignDetails, type CampaignTermsInput, type PointsEntry } from '@klub/contracts';
import { FormActions, FormDecimalField, FormTextField, useZodForm } from '../../components/form';
import { FormDateField } from '../../components/form/FormDateField';
import { AudienceFields, type AudienceOptions } from '../../components/form/PublicationFields';
import { ApiError } from '../../lib/api-client';
import { toApiDate } from '../../lib/dates';

type Values = CampaignTermsInput;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's transformed values
type FormControl = Control<Values, any, CampaignTerms>;

/** A new campaign: from today for 30 days, every code, everyone, no reward yet (the admin picks one). */
function defaultsOf(campaign: CampaignDetails | undefined): Values {
  if (campaign) {
    const { name, startsOn, endsOn, packageIds, groupNames, audience, multiplier, fixedBonus, memberCap, budget } = campaign;
    return { name, startsOn, endsOn, packageIds, groupNames, audience, multiplier, fixedBonus, memberCap, budget };
  }
  const today = new Date();
  return {
    name: '',
    startsOn: toApiDate(today),
    endsOn: toApiDate(addDays(today, 30)),
    packageIds: [],
    groupNames: [],
    audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
    multiplier: 1,
    fixedBonus: 0,
    memberCap: null,
    budget: null,
  };
}

/** The server's refusals that concern one field: shown under it (the toast says them too). */
const SERVER_FIELDS: ReadonlyArray<readonly [(message: string) => boolean, Path<Values>]> = [
  [(m) => m === CAMPAIGN_MESSAGES.unknownPackages, 'packageIds'],
  [(m) => m === CAMPAIGN_MESSAGES.unknownGroups, 'groupNames'],
  [(m) => m.startsWith(CAMPAIGN_MESSAGES.budgetBelowSpent(0).split('(')[0]!), 'budget'],
];

interface Choice<V> {
  value: V;
  label: string;
}

/**
 * A multiple choice of packages (by id) or package groups (by name, as packages name their group);
 * a value no longer offered still shows. The server's refusal of a pick is shown under it.
 */
function ChoicesField<V extends number | string>(props: {
  control: FormControl;
  name: 'packageIds' | 'groupNames';
  label: string;
  helperText: string;
  options: readonly Choice<V>[];
}) {
  const { options } = props;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete<Choice<V>, true>
          multiple
          options={options}
          value={((field.value ?? []) as V[]).map((v) => options.find((o) => o.value === v) ?? { value: v, label: String(v) })}
          onChange={(_e, picked) => field.onChange(picked.map((o) => o.value))}
          onBlur={field.onBlur}
          getOptionLabel={(o) => o.label}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          noOptionsText="Brak pozycji"
          renderInput={(params) => (
            <TextField
              {...params}
              label={props.label}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? props.helperText}
            />
          )}
        />
      )}
    />
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', xs: '1fr 1fr' } } as const;

export interface CampaignFormProps {
  campaign: CampaignDetails | undefined;
  packages: readonly PointsEntry[];
  audience: AudienceOptions;
  pending: boolean;
  cancelTo: string;
  /** Saves; a refusal naming a field is shown under it. */
  onSubmit: (terms: CampaignTerms) => Promise<unknown>;
}

/**
 * The terms of a campaign (CampaignTerms, the server's own schema and messages): name, window,
 * what it applies to, the audience, the reward, the cap and the budget. An active or paused
 * campaign's terms are frozen: saving makes the next version, and the form says so first.
 */
export function CampaignForm({ campaign, packages, audience, pending, cancelTo, onSubmit }: CampaignFormProps) {
  const form = useZodForm(CampaignTerms, { defaultValues: defaultsOf(campaign) });
  const { control } = form;
  const groupNames = [...new Set([...packages.map((p) => p.groupName), ...(campaign?.groupNames ?? [])])].sort((a, b) =>
    a.localeCompare(b, 'pl'),
  );
  const frozen = campaign && (campaign.status === 'ACTIVE' || campaign.status === 'PAUSED');
  const submit = (terms: CampaignTerms) =>
    onSubmit(terms).catch((error: unknown) => {
      if (!(error instanceof ApiError)) return;
      for (const message of error.messages)
        for (const [matches, name] of SERVER_FIELDS) if (matches(message)) form.setError(name, { message });
    });
  return (
    <Stack
      component="form"
      noValidate
      spacing={4}
      aria-label="Warunki akcji"
      onSubmit={form.handleSubmit(submit)}
      sx={{ maxWidth: 720, mb: 4 }}
    >
      {frozen ? (
        <Alert severity="warning">
          {`Ta akcja jest ${campaign.status === 'ACTIVE' ? 'aktywna' : 'wstrzymana'}, więc jej warunki są zamrożone. `}
          {`Zapisanie zmian utworzy nową wersję warunków (wersję ${campaign.version + 1}); punkty przyznane dotąd zostają przy wersji ${campaign.version}.`}
        </Alert>
      ) : null}
      <Part title="Akcja">
        <FormTextField control={control} name="name" label="Nazwa akcji" required maxLength={200} />
        <Box sx={grid}>
          <FormDateField control={control} name="startsOn" label="Od dnia" required />
          <FormDateField control={control} name="endsOn" label="Do dnia" required helperText="Włącznie, do północy czasu polskiego" />
        </Box>
      </Part>
      <Part title="Na jakie kody">
        <ChoicesField
          control={control}
          name="packageIds"
          label="Pakiety punktów"
          helperText="Żaden pakiet i żadna grupa: wszystkie kody"
          options={packages.map((p) => ({ value: p.id, label: p.name }))}
        />
        <ChoicesField
          control={control}
          name="groupNames"
          label="Grupy pakietów"
          helperText="Każdy pakiet wybranej grupy, także dodany później"
          options={groupNames.map((name) => ({ value: name, label: name }))}
        />
      </Part>
      <Part title="Dla kogo">
        <AudienceFields control={control} options={audience} prefix="audience." />
      </Part>
      <Part title="Nagroda">
        <Box sx={grid}>
          <FormDecimalField
            control={control}
            name="multiplier"
            label="Mnożnik punktów kodu"
            required
            helperText="1 — bez mnożnika, 2 — podwójne punkty (do 10)"
          />
          <FormTextField control={control} name="fixedBonus" label="Stały bonus (pkt za kod)" numeric helperText="0 — bez bonusu" />
          <FormDecimalField control={control} name="memberCap" label="Limit na członka (pkt)" helperText="Puste: bez limitu" />
          <FormDecimalField control={control} name="budget" label="Budżet akcji (pkt)" helperText="Puste: bez budżetu" />
        </Box>
      </Part>
      <FormActions pending={pending} cancelTo={cancelTo} />
    </Stack>
  );
}
