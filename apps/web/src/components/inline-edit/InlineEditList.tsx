import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../config/messages';
import { ConfirmDeleteButton } from '../feedback/ConfirmDeleteButton';
import { FormTextField, SubmitButton, useZodForm } from '../form';
import type { FormTextFieldProps } from '../form/FormTextField';
import { Page } from '../layout/Page';
import { Section } from '../layout/Section';
import { DataTable, type Column } from '../table';
import { showToast } from '../toast';

type Mutation<V> = UseMutationResult<unknown, Error, V>;

/** The list and its writes, as hooks (a feature's api.ts gives them). */
export interface InlineEditApi<T, B> {
  useList: () => UseQueryResult<readonly T[]>;
  useCreate: () => Mutation<B>;
  useUpdate: () => Mutation<{ id: number; body: B }>;
  useRemove: () => Mutation<number>;
}

/** What the page says: `noun` names one row in the labels ("Edytuj próg X", "Usunięto próg"). */
export interface InlineEditTexts {
  noun: string;
  /** The add section's title ("Dodaj sklep partnerski"), its form's name and button, the toast after. */
  section: string;
  newForm: string;
  add: string;
  added: string;
  /** The table's name and its text when empty. */
  table: string;
  empty: string;
}

export interface InlineEditListProps<T extends { id: number; name: string }, I extends FieldValues, B extends FieldValues> {
  title: string;
  lead?: string;
  /** The page's way back ("Wróć do nagród"). */
  back?: { to: string; label: string };
  api: InlineEditApi<T, B>;
  /** The form: its contract (the body of create and update), empty values, a row's values. */
  schema: z.ZodType<B, I>;
  empty: DefaultValues<I>;
  valuesOf: (row: T) => DefaultValues<I>;
  fields: ReadonlyArray<Omit<FormTextFieldProps<I>, 'control' | 'size'>>;
  /** The data columns; "Akcje" (rowActions, Edytuj, Usuń) comes last. */
  columns: Column<T>[];
  rowActions?: (row: T) => ReactNode;
  texts: InlineEditTexts;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function RowForm<T extends { id: number; name: string }, I extends FieldValues, B extends FieldValues>({
  page: p,
  existing,
  onDone,
}: {
  page: InlineEditListProps<T, I, B>;
  existing?: T;
  onDone: () => void;
}) {
  const form = useZodForm(p.schema, { defaultValues: existing ? p.valuesOf(existing) : p.empty });
  const create = p.api.useCreate();
  const update = p.api.useUpdate();
  const submit = form.handleSubmit((body) => {
    const opts = {
      onSuccess: () => {
        showToast(existing ? MESSAGES.saved : p.texts.added, 'success');
        if (!existing) form.reset(p.empty);
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
      aria-label={existing ? `${capital(p.texts.noun)} ${existing.name}` : p.texts.newForm}
      onSubmit={submit}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {p.fields.map((f) => (
        <FormTextField key={f.name} control={form.control} size="small" {...f} />
      ))}
      <SubmitButton pending={create.isPending || update.isPending}>{existing ? 'Zapisz' : p.texts.add}</SubmitButton>
    </Stack>
  );
}

/**
 * A list edited in place: a form to add a row above the table, each row's "Edytuj" turning it into
 * the same form, "Usuń" asking first. The page gives the contract, the fields, the columns and the
 * hooks of its operations (ThresholdsPage, ThirdPartyProductsPage).
 */
export function InlineEditList<T extends { id: number; name: string }, I extends FieldValues, B extends FieldValues>(
  p: InlineEditListProps<T, I, B>,
) {
  const list = p.api.useList();
  const remove = p.api.useRemove();
  const [editing, setEditing] = useState<number | null>(null);
  const { noun } = p.texts;
  const columns: Column<T>[] = [
    ...p.columns,
    {
      key: 'actions',
      header: 'Akcje',
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <>
          {p.rowActions?.(row)}
          <Button size="small" onClick={() => setEditing(row.id)} aria-label={`Edytuj ${noun} ${row.name}`}>
            Edytuj
          </Button>
          <ConfirmDeleteButton
            label={`Usuń ${noun} ${row.name}`}
            question={`Czy na pewno usunąć ${noun} „${row.name}”?`}
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(row.id).then(() => showToast(`Usunięto ${noun}`, 'success'))}
          />
        </>
      ),
    },
  ];
  return (
    <Page
      title={p.title}
      lead={p.lead}
      actions={
        p.back ? (
          <Button component={Link} to={p.back.to}>
            {p.back.label}
          </Button>
        ) : null
      }
    >
      <Section title={p.texts.section}>
        <RowForm page={p} onDone={() => undefined} />
      </Section>
      <DataTable
        query={list}
        rows={(rows) => rows}
        columns={columns}
        label={p.texts.table}
        emptyText={p.texts.empty}
        fullRow={(row) =>
          editing === row.id ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <RowForm page={p} existing={row} onDone={() => setEditing(null)} />
              <Button onClick={() => setEditing(null)}>Anuluj</Button>
            </Box>
          ) : null
        }
      />
    </Page>
  );
}
