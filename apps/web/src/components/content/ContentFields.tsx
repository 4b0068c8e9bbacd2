import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormImageField, FormTextField } from '../form';

/** The head of a content form (contests, trainings, posts): the title, focused when adding, and the lead shown on the list. */
export function TitleLeadFields<T extends FieldValues>({ control, adding }: { control: Control<T>; adding: boolean }) {
  return (
    <>
      <FormTextField control={control} name={'title' as Path<T>} label="Tytuł" required autoFocus={adding} />
      <FormTextField control={control} name={'lead' as Path<T>} label="Wstęp (na liście)" multiline minRows={2} />
    </>
  );
}

const PHOTO_LABELS = { add: 'Dodaj zdjęcie', change: 'Zmień zdjęcie', remove: 'Usuń zdjęcie' };

/** A content record's picture (its `image` field), uploaded as the admin: "Dodaj zdjęcie", "Zmień zdjęcie", "Usuń zdjęcie". */
export function PhotoField<T extends FieldValues>({ control, alt }: { control: Control<T>; alt: string }) {
  return <FormImageField control={control} name={'image' as Path<T>} alt={alt} labels={PHOTO_LABELS} admin />;
}
