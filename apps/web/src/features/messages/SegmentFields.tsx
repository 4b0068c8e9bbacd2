import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import { MAILING_MESSAGES, MEMBER_STATUS_LABELS, ROLES, USER_STATUSES, type MailingSegmentInput } from '@klub/contracts';
import { FormCheckbox, FormTextField } from '../../components/form';
import { AudienceFields, IdsField } from '../../components/form/PublicationFields';
import { usePeople } from '../club-members';
import { useDistricts } from '../regions';
import { FormDateField } from '../../components/form/FormDateField';
import { useAudienceOptions } from '../member-groups';

/**
 * The segment of a mailing or an SMS sending (one segment model: MailingSegment): the audience,
 * account status, points balance, last sign-in and marketing consent, as form fields.
 */
const balance = z
  .union([z.number().int().min(0, 'Podaj liczbę punktów (0 lub więcej)'), z.string().regex(/^$/, 'Podaj liczbę punktów')])
  .optional()
  .transform((v) => (typeof v === 'number' ? v : null));
const day = z.union([z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Podaj datę dd.mm.rrrr')]);

export const segmentShape = {
  roles: z.array(z.number()),
  regions: z.array(z.number()),
  groups: z.array(z.number()),
  gold: z.boolean(),
  premium: z.boolean(),
  statuses: z.array(z.enum(USER_STATUSES)),
  districts: z.array(z.number()),
  dths: z.array(z.number()),
  rdss: z.array(z.number()),
  minBalance: balance,
  maxBalance: balance,
  activeFrom: day,
  activeTo: day,
  consentOnly: z.boolean(),
};
type SegmentValues = { [K in keyof typeof segmentShape]: z.output<(typeof segmentShape)[K]> };
export type SegmentInput = { [K in keyof typeof segmentShape]: z.input<(typeof segmentShape)[K]> };

/** The ranges' checks, for the form's superRefine. */
export function refineSegment(v: SegmentValues, ctx: z.RefinementCtx) {
  if (v.minBalance !== null && v.maxBalance !== null && v.minBalance > v.maxBalance)
    ctx.addIssue({ code: 'custom', path: ['maxBalance'], message: MAILING_MESSAGES.balanceRange });
  if (v.activeFrom && v.activeTo && v.activeFrom > v.activeTo)
    ctx.addIssue({ code: 'custom', path: ['activeTo'], message: MAILING_MESSAGES.activityRange });
}

export const SEGMENT_DEFAULTS: SegmentInput = {
  roles: [],
  regions: [],
  groups: [],
  gold: false,
  premium: false,
  statuses: [],
  districts: [],
  dths: [],
  rdss: [],
  minBalance: undefined,
  maxBalance: undefined,
  activeFrom: null,
  activeTo: null,
  consentOnly: false,
};

/** The segment part of a form's values, as the API takes it. */
export function segmentOf(v: Partial<SegmentInput> | SegmentValues): MailingSegmentInput {
  const n = (x: unknown) => (typeof x === 'number' ? x : null);
  return {
    roles: v.roles ?? [],
    regions: v.regions ?? [],
    groups: v.groups ?? [],
    gold: v.gold ?? false,
    premium: v.premium ?? false,
    statuses: v.statuses ?? [],
    districts: v.districts ?? [],
    dths: v.dths ?? [],
    rdss: v.rdss ?? [],
    minBalance: n(v.minBalance),
    maxBalance: n(v.maxBalance),
    activeFrom: v.activeFrom ? v.activeFrom : null,
    activeTo: v.activeTo ? v.activeTo : null,
    consentOnly: v.consentOnly ?? false,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
type AnyControl<T extends FieldValues> = Control<T, any, any>;

function StatusesField<T extends FieldValues>({ control }: { control: AnyControl<T> }) {
  return (
    <Controller
      control={control}
      name={'statuses' as Path<T>}
      render={({ field }) => {
        const picked: string[] = field.value ?? [];
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">Status konta</FormLabel>
            <FormGroup row>
              {USER_STATUSES.map((s) => (
                <FormControlLabel
                  key={s}
                  label={MEMBER_STATUS_LABELS[s]}
                  control={
                    <Checkbox
                      checked={picked.includes(s)}
                      onChange={(e) => field.onChange(e.target.checked ? [...picked, s] : picked.filter((x) => x !== s))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}

/** The segment's fields in a frame titled "Odbiorcy (segment)"; `children` (the recipient count) close it. */
export function SegmentFields<T extends FieldValues>({
  control,
  consentLabel,
  children,
}: {
  control: AnyControl<T>;
  /** The consent checkbox's label; none: not shown (the channel needs consent anyway). */
  consentLabel?: string;
  children?: ReactNode;
}) {
  const { options } = useAudienceOptions();
  const districts = useDistricts(null);
  const dths = usePeople(ROLES.DTH);
  const rdss = usePeople(ROLES.RDS);
  const name = (n: keyof SegmentInput) => n as Path<T>;
  const people = (list: { id: number; fullName: string }[] | undefined) => (list ?? []).map((p) => ({ id: p.id, name: p.fullName }));
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, display: 'grid', gap: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        Odbiorcy (segment)
      </Typography>
      <AudienceFields control={control} options={options} />
      <StatusesField control={control} />
      <IdsField
        control={control}
        name={name('districts')}
        label="Powiaty"
        helperText="Żaden wybrany: wszystkie powiaty"
        options={(districts.data ?? []).map((d) => ({ id: d.id, name: `${d.name} (${d.regionName})` }))}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 280px' } }}>
        {[
          { key: 'dths' as const, label: 'Wykonawcy DTH', helperText: 'Kontrahenci wybranych DTH', list: dths },
          { key: 'rdss' as const, label: 'Wykonawcy RDS', helperText: 'Kontrahenci DTH podległych wybranym RDS', list: rdss },
        ].map(({ key, label, helperText, list }) => (
          <IdsField key={key} control={control} name={name(key)} label={label} helperText={helperText} options={people(list.data)} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormTextField control={control} name={name('minBalance')} label="Saldo punktów od" numeric sx={{ width: 200 }} />
        <FormTextField control={control} name={name('maxBalance')} label="Saldo punktów do" numeric sx={{ width: 200 }} />
        <FormDateField control={control} name={name('activeFrom')} label="Ostatnie logowanie od" sx={{ width: 260 }} />
        <FormDateField
          control={control}
          name={name('activeTo')}
          label="Ostatnie logowanie do"
          helperText="Także ci, którzy nigdy się nie zalogowali"
          sx={{ width: 260 }}
        />
      </Box>
      {consentLabel ? <FormCheckbox control={control} name={name('consentOnly')} label={consentLabel} /> : null}
      {children}
    </Paper>
  );
}
