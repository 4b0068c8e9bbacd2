import Stack from '@mui/material/Stack';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDeleteButton } from '../feedback/ConfirmDeleteButton';
import { FormActions, useZodForm } from '../form';
import { MESSAGES } from '../../config/messages';
import { EditPage, loadState, useEditId, useSaveAndReturn } from './EditPage';

/** What the page needs of a resource: `defineResource(…)` (lib/resource.ts) gives exactly this. */
export interface FormResource<R, Body, Saved> {
  useOne: (id: number | null) => UseQueryResult<R>;
  useSave: () => UseMutationResult<Saved, Error, { id: number | null; body: Body; parentId?: number }>;
  useDelete: () => UseMutationResult<unknown, Error, number>;
}

type Loadable = Parameters<typeof loadState>[0];

export interface RecordFormPageProps<R extends { id: number }, I extends FieldValues, O extends FieldValues, Body, Saved> {
  resource: FormResource<R, Body, Saved>;
  /** The page title on the add route (no `:id`) and on the edit route. */
  titles: { add: string; edit: string };
  /** The record in the genitive, for "Nie znaleziono listy nr 7.". */
  missing: string;
  /** The contract's body schema (extended when the form picks a parent): the server's own messages. */
  schema: z.ZodType<O, I>;
  /** The form's accessible name. */
  label: string;
  /** The form's starting values: from the record when editing, the defaults of a new one when adding. */
  defaults: (record: R | undefined) => DefaultValues<I>;
  fields: (control: Control<I, unknown, O>, record: R | undefined) => ReactNode;
  /** Where "Anuluj", a delete and (unless `savedTo` says otherwise) a save lead. */
  back: string | ((record: R | undefined) => string);
  /** The toast after adding ("Dodano listę"); an edit says MESSAGES.saved. */
  added: string;
  savedTo?: (saved: Saved, added: boolean) => string;
  /** The request from the form's values: the body, and the parent a new record is POSTed under (default: the values are the body). */
  toSave?: (values: O) => { body: Body; parentId?: number };
  /** Under the title (a function of the record, or of nothing when adding). */
  lead?: (record: R | undefined) => ReactNode;
  /** The record's delete button beside "Zapisz", with its confirmation. */
  remove?: (record: R) => { label: string; question: string; done: string };
  /** Other queries the form needs (option lists): the page waits for them as for the record. */
  needs?: Loadable[];
  /** Below the form of an existing record (a list's items). */
  below?: (record: R) => ReactNode;
  maxWidth?: number;
}

/**
 * The one add-or-edit page of a record: the route's `:id` decides add or edit; the record loads
 * (with the option lists the form needs) → "Nie znaleziono …" or the form → save (POST or PATCH)
 * → toast → back. Errors reach the MutationCache's toast. A feature gives its schema, its fields
 * and its words; docs/architecture.md "Add an admin list and form".
 */
export function RecordFormPage<R extends { id: number }, I extends FieldValues, O extends FieldValues, Body, Saved>(
  props: RecordFormPageProps<R, I, O, Body, Saved>,
) {
  const { resource, titles, back, savedTo, toSave = (values: O) => ({ body: values as unknown as Body }) } = props;
  const { id, valid, raw } = useEditId();
  const editing = id !== null;
  const record = resource.useOne(valid ? id : null);
  const save = resource.useSave();
  const remove = resource.useDelete();
  const backOf = (r: R | undefined) => (typeof back === 'string' ? back : back(r));
  const saved = useSaveAndReturn(backOf(record.data));
  const submit = (values: O) =>
    save.mutate({ id, ...toSave(values) }, { onSuccess: (s) => saved(editing ? MESSAGES.saved : props.added, savedTo?.(s, !editing)) });
  return (
    <EditPage
      title={editing ? titles.edit : titles.add}
      editing={editing}
      load={loadState(...(valid ? [record] : []), ...(props.needs ?? []))}
      record={valid ? record.data : undefined}
      missingText={`Nie znaleziono ${props.missing} nr ${raw}.`}
      lead={props.lead?.(editing ? record.data : undefined)}
      maxWidth={props.maxWidth}
    >
      {(r) => {
        const del = r && props.remove?.(r);
        return (
          <>
            <RecordForm
              key={r?.id ?? 'new'}
              schema={props.schema}
              label={props.label}
              defaults={props.defaults}
              fields={props.fields}
              record={r}
              pending={save.isPending}
              cancelTo={backOf(r)}
              onSubmit={submit}
              deleteButton={
                r && del ? (
                  <ConfirmDeleteButton
                    label={del.label}
                    question={del.question}
                    busy={remove.isPending}
                    onConfirm={() => remove.mutateAsync(r.id).then(() => saved(del.done, backOf(r)))}
                  />
                ) : null
              }
            />
            {r && props.below ? props.below(r) : null}
          </>
        );
      }}
    </EditPage>
  );
}

function RecordForm<R extends { id: number }, I extends FieldValues, O extends FieldValues>(props: {
  schema: z.ZodType<O, I>;
  label: string;
  record: R | undefined;
  defaults: (record: R | undefined) => DefaultValues<I>;
  fields: (control: Control<I, unknown, O>, record: R | undefined) => ReactNode;
  pending: boolean;
  cancelTo: string;
  onSubmit: (values: O) => void;
  deleteButton: ReactNode;
}) {
  const form = useZodForm(props.schema, { defaultValues: props.defaults(props.record) });
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label={props.label}
      onSubmit={form.handleSubmit(props.onSubmit)}
      sx={{ maxWidth: 560, mb: 4 }}
    >
      {props.fields(form.control, props.record)}
      <FormActions pending={props.pending} cancelTo={props.cancelTo}>
        {props.deleteButton}
      </FormActions>
    </Stack>
  );
}
