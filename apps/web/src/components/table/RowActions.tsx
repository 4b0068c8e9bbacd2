import type { ReactNode } from 'react';
import type { Column } from './DataTable';
import { ConfirmDeleteButton } from '../feedback/ConfirmDeleteButton';
import { showToast } from '../toast';
import { EditIconLink } from './EditIconLink';

/** A delete the row can ask for: the resource's delete hook, the record's id and the Polish texts. */
export interface RowDelete {
  useDelete: () => { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  id: number;
  /** The button's accessible name: "Usuń region Mazowsze". */
  label: string;
  /** "Czy na pewno usunąć region „Mazowsze”?" */
  question: string;
  /** The toast after it: "Usunięto region". */
  done: string;
}

export interface RowActionsProps {
  edit?: { to: string; label: string };
  remove?: RowDelete;
}

function DeleteAction({ useDelete, id, label, question, done }: RowDelete) {
  const remove = useDelete();
  return (
    <ConfirmDeleteButton
      label={label}
      question={question}
      busy={remove.isPending}
      onConfirm={() => remove.mutateAsync(id).then(() => showToast(done, 'success'))}
    />
  );
}

/** A row's edit link and delete (with its confirmation and toast): the actions cell of an admin list. */
export function RowActions({ edit, remove }: RowActionsProps) {
  return (
    <>
      {edit ? <EditIconLink to={edit.to} label={edit.label} /> : null}
      {remove ? <DeleteAction {...remove} /> : null}
    </>
  );
}

/**
 * Edit and delete of a named record, the Polish texts from its noun in the accusative ("region",
 * "listę"): "Edytuj region X", "Usuń region X", "Czy na pewno usunąć region „X”?" (then `more`, when
 * the delete takes more with it) and the toast "Usunięto region".
 */
export function editDelete(
  noun: string,
  record: { id: number; name: string },
  to: string,
  useDelete: RowDelete['useDelete'],
  more?: string,
): RowActionsProps {
  const { id, name } = record;
  return {
    edit: { to, label: `Edytuj ${noun} ${name}` },
    remove: {
      useDelete,
      id,
      label: `Usuń ${noun} ${name}`,
      question: `Czy na pewno usunąć ${noun} „${name}”?${more ? ` ${more}` : ''}`,
      done: `Usunięto ${noun}`,
    },
  };
}

/** The "Akcje" column of an admin list: the row's actions (usually `RowActions` of `editDelete`), kept on one line. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: 'Akcje', sx: { whiteSpace: 'nowrap' }, cell };
}

/**
 * The "Akcje" column of a list of named records: edit and delete as `editDelete` words them (the
 * record's `name`, or `nameOf` it). `more` says what a delete takes with it; a row `canDelete`
 * refuses keeps only its edit link.
 */
export function editDeleteColumn<T extends { id: number }>(
  noun: string,
  options: {
    to: (row: T) => string;
    useDelete: RowDelete['useDelete'];
    nameOf?: (row: T) => string;
    more?: (row: T) => string;
    canDelete?: (row: T) => boolean;
  },
): Column<T> {
  const nameOf = options.nameOf ?? ((row: T) => (row as unknown as { name: string }).name);
  return actionsColumn((row: T) => {
    const { edit, remove } = editDelete(noun, { id: row.id, name: nameOf(row) }, options.to(row), options.useDelete, options.more?.(row));
    return <RowActions edit={edit} remove={options.canDelete?.(row) === false ? undefined : remove} />;
  });
}
