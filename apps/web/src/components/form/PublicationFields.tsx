import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { format } from 'date-fns';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import {
  audienceLabel,
  CUSTOMER_ROLES,
  isRealDay,
  PUBLICATION_STATUS_LABELS,
  PUBLICATION_STATUSES,
  type AudienceNames,
  type Publication,
  type PublicationStatus,
  type RoleCode,
} from '@klub/contracts';
import { roleShortLabel } from '../../config/labels';

export { audienceLabel, type AudienceNames };
import { FormCheckbox } from './FormCheckbox';
import { FormRadioGroup } from './FormRadioGroup';
import { FormDateTimeField } from './FormTextField';

/**
 * The publication part of every content form (docs/domain.md "Treści: publikacja i odbiorcy"): the
 * status, the date and time it shows from (the browser's date-and-time field, in the admin's time
 * zone), and the audience. The form keeps
 * them as fields of its own; `toPublication` makes the API's `status`, `publishAt` and `audience`.
 */
const PUBLISH_AT_MESSAGE = 'Podaj pełną datę i godzinę publikacji';

/** A `yyyy-MM-ddTHH:mm` value of the browser's date-and-time field (the admin's time zone). */
export const localDateTime = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, message)
    .refine((v) => isRealDay(v.slice(0, 10)), message);
/** An API time as the date-and-time field shows it. */
export const toLocalDateTime = (at: string | Date) => format(new Date(at), "yyyy-MM-dd'T'HH:mm");

export const PublicationForm = z.object({
  status: z.enum(PUBLICATION_STATUSES),
  /** `yyyy-MM-ddTHH:mm` in the admin's time zone (the browser's date-and-time field). */
  publishAt: localDateTime(PUBLISH_AT_MESSAGE),
  roles: z.array(z.number().int()),
  regions: z.array(z.number().int()),
  gold: z.boolean(),
  premium: z.boolean(),
  groups: z.array(z.number().int()),
});
export type PublicationForm = z.output<typeof PublicationForm>;

/** A region or a member group an audience may name. */
export interface AudienceOption {
  id: number;
  name: string;
}
/** The regions and member groups a content form offers (features/member-groups `useAudienceOptions`). */
export interface AudienceOptions {
  regions: readonly AudienceOption[];
  groups: readonly AudienceOption[];
}

/** The form's values from a record's publication (a new item: a draft for everyone, from now). */
export function publicationDefaults(p: Publication | undefined): PublicationForm {
  return {
    status: p?.status ?? 'DRAFT',
    publishAt: toLocalDateTime(p ? p.publishAt : new Date()),
    roles: p?.audience.roles ?? [],
    regions: p?.audience.regions ?? [],
    gold: p?.audience.gold ?? false,
    premium: p?.audience.premium ?? false,
    groups: p?.audience.groups ?? [],
  };
}

/** The API's publication fields from the form's. */
export const toPublication = (v: PublicationForm) => ({
  status: v.status,
  publishAt: new Date(v.publishAt).toISOString(),
  audience: { roles: v.roles as RoleCode[], regions: v.regions, gold: v.gold, premium: v.premium, groups: v.groups },
});

/** A content form's body from its values: its own fields as they are, the publication ones as the API's. */
export function withPublication<V extends PublicationForm>(values: V): Omit<V, keyof PublicationForm> & ReturnType<typeof toPublication> {
  const { status, publishAt, roles, regions, gold, premium, groups, ...own } = values;
  return { ...own, ...toPublication({ status, publishAt, roles, regions, gold, premium, groups }) };
}

/** "Szkic", "Opublikowany" or "Zaplanowany na 01.12.2026 08:00", and who reads it: the admin tables' words. */
export function publicationLabel(
  p: Publication,
  now = Date.now(),
): { status: string; tone: 'default' | 'success' | 'info'; audience: string } {
  const scheduled = p.status === 'PUBLISHED' && Date.parse(p.publishAt) > now;
  const status = scheduled
    ? `Zaplanowany na ${format(new Date(p.publishAt), 'dd.MM.yyyy HH:mm')}`
    : PUBLICATION_STATUS_LABELS[p.status as PublicationStatus];
  return { status, tone: scheduled ? 'info' : p.status === 'PUBLISHED' ? 'success' : 'default', audience: audienceLabel(p.audience) };
}

/** The status of a content item in an admin table: "Szkic" outlined, "Opublikowany" green, "Zaplanowany na …" blue. */
export function PublicationStatusChip({ publication }: { publication: Publication }) {
  const label = publicationLabel(publication);
  return <Chip size="small" color={label.tone} variant={label.tone === 'default' ? 'outlined' : 'filled'} label={label.status} />;
}

const STATUS_OPTIONS = PUBLICATION_STATUSES.map((value) => ({ value, label: PUBLICATION_STATUS_LABELS[value] }));

/** The status alone (Szkic / Opublikowany), for content without a time and an audience (texts of public pages). */
export function PublicationStatusField<T extends FieldValues>({
  control,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
}) {
  return <FormRadioGroup control={control} name={'status' as Path<T>} label="Status" options={STATUS_OPTIONS} />;
}

/** A multiple choice of regions, groups, districts or people: the ids in the form, the names in the field. */
export function IdsField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  helperText: string;
  options: readonly AudienceOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ids = (field.value ?? []) as number[];
        const value = ids.map((id) => options.find((o) => o.id === id) ?? { id, name: `nr ${id}` });
        return (
          <Autocomplete<AudienceOption, true>
            multiple
            options={options}
            value={value}
            onChange={(_e, picked) => field.onChange(picked.map((o) => o.id))}
            onBlur={field.onBlur}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText="Brak pozycji"
            renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
            sx={{ maxWidth: 640 }}
          />
        );
      }}
    />
  );
}

/**
 * Who: roles, regions, gold, premium and member groups — the one audience model's fields (content,
 * reports, mailings). The form's values hold `roles`, `regions`, `gold`, `premium`, `groups`
 * (at `prefix`, e.g. "segment.").
 */
export function AudienceFields<T extends FieldValues>({
  control,
  options,
  prefix = '',
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  options?: AudienceOptions;
  prefix?: string;
}) {
  const field = (name: 'roles' | 'regions' | 'gold' | 'premium' | 'groups') => `${prefix}${name}` as Path<T>;
  /** The regions or groups picked (only once their options are loaded). */
  const audience = (name: 'regions' | 'groups', label: string, helperText: string) =>
    options ? <IdsField control={control} name={field(name)} label={label} helperText={helperText} options={options[name]} /> : null;
  return (
    <>
      <Controller
        control={control}
        name={field('roles')}
        render={({ field: roles }) => {
          const picked = (roles.value ?? []) as number[];
          const toggle = (role: RoleCode, on: boolean) => roles.onChange(on ? [...picked, role] : picked.filter((r) => r !== role));
          return (
            <FormControl component="fieldset">
              <FormLabel component="legend">Odbiorcy: role</FormLabel>
              <FormGroup row>
                {CUSTOMER_ROLES.map((role) => (
                  <FormControlLabel
                    key={role}
                    label={roleShortLabel(role)}
                    control={<Checkbox checked={picked.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />}
                  />
                ))}
              </FormGroup>
              <FormHelperText>Żadna zaznaczona: wszystkie role</FormHelperText>
            </FormControl>
          );
        }}
      />
      {audience('regions', 'Odbiorcy: regiony', 'Żaden wybrany: wszystkie regiony')}
      <Box>
        <FormCheckbox control={control} name={field('gold')} label="Tylko grupa złota" />
        <FormCheckbox control={control} name={field('premium')} label="Tylko grupa premium" />
      </Box>
      {audience('groups', 'Odbiorcy: grupy członków', 'Grupy złota, premium i wybrane tu: wystarczy członkostwo w jednej z nich')}
    </>
  );
}

/**
 * The status, publication day and hour, and audience fields of a content form whose values extend
 * PublicationForm. With `options` (regions and member groups) the audience also names those.
 */
export function PublicationFields<T extends FieldValues>({
  control,
  options,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  options?: AudienceOptions;
}) {
  const field = (name: keyof PublicationForm) => name as Path<T>;
  return (
    <>
      <PublicationStatusField control={control} />
      <FormDateTimeField
        control={control}
        name={field('publishAt')}
        label="Data i godzina publikacji"
        required
        helperText="Późniejsza niż teraz: publikacja zaplanowana"
      />
      <AudienceFields control={control} options={options} />
    </>
  );
}
