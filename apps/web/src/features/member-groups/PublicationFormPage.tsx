import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import type { Publication } from '@klub/contracts';
import { PublicationFields, publicationDefaults, type PublicationForm } from '../../components/form/PublicationFields';
import { RecordFormPage, type RecordFormPageProps } from '../../components/layout/RecordFormPage';
import { useAudienceOptions } from './audience';

type PublicationFormPageProps<R extends { id: number } & Publication, I extends FieldValues, O extends FieldValues, Body, Saved> = Omit<
  RecordFormPageProps<R, I, O, Body, Saved>,
  'needs' | 'defaults' | 'fields'
> & {
  /** The record's own starting values: the publication's (status, date and time, audience) are added. */
  defaults: (record: R | undefined) => Omit<DefaultValues<I>, keyof PublicationForm>;
  /** The form's fields; `publication` is the status, date and audience part, put where the form shows it. */
  fields: (control: Control<I, unknown, O>, record: R | undefined, publication: ReactNode) => ReactNode;
};

/**
 * The add-or-edit page of content members read (docs/architecture.md, "content members read"):
 * RecordFormPage with the audience's options loaded before the form, the publication's defaults and
 * its fields. The page still saves `withPublication(values)` in its `toSave`.
 */
export function PublicationFormPage<R extends { id: number } & Publication, I extends FieldValues, O extends FieldValues, Body, Saved>({
  defaults,
  fields,
  ...props
}: PublicationFormPageProps<R, I, O, Body, Saved>) {
  const audience = useAudienceOptions();
  return (
    <RecordFormPage
      {...props}
      needs={audience.needs}
      defaults={(r) => ({ ...defaults(r), ...publicationDefaults(r) }) as DefaultValues<I>}
      fields={(c, r) => fields(c, r, <PublicationFields control={c} options={audience.options} />)}
    />
  );
}
