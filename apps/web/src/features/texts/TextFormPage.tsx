import { useSearchParams } from 'react-router';
import { TEXT_KEYS, TextBody } from '@klub/contracts';
import { FormTextField, RichTextField } from '../../components/form';
import { PublicationStatusField } from '../../components/form/PublicationFields';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { paths } from '../../config/paths';
import { texts } from './api';

const T = paths.admin.texts;
const Form = TextBody.required({ status: true });
const KEYS_HELP = `Strony czytają: ${Object.keys(TEXT_KEYS).join(', ')}`;

/** /admin/texts/add (?key= fills the key) and /admin/texts/edit/:id — a page's text: key, title, body, status. */
export default function TextFormPage() {
  const keyParam = useSearchParams()[0].get('key') ?? '';
  return (
    <RecordFormPage
      resource={texts}
      titles={{ add: T.add.title, edit: T.edit.title }}
      missing="tekstu"
      schema={Form}
      label="Tekst strony"
      defaults={(t) => ({ key: t?.key ?? keyParam, title: t?.title ?? '', body: t?.body ?? '', status: t?.status ?? 'DRAFT' })}
      fields={(c, t) => (
        <>
          <FormTextField control={c} name="key" label="Klucz" required helperText={KEYS_HELP} autoFocus={!t && !keyParam} />
          <FormTextField control={c} name="title" label="Tytuł" required autoFocus={!t && Boolean(keyParam)} />
          <RichTextField control={c} name="body" label="Treść" required minHeight={280} />
          <PublicationStatusField control={c} />
        </>
      )}
      back={T.list.path}
      added="Dodano tekst"
      remove={(t) => ({
        label: 'Usuń tekst',
        question: `Czy na pewno usunąć tekst „${t.title}”? Strona wróci do treści wbudowanej.`,
        done: 'Usunięto tekst',
      })}
    />
  );
}
