import type { Control, FieldValues, Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FaqBody } from '@klub/contracts';
import { FormSelectField, FormTextField, namedOptions, RichTextField } from '../../components/form';
import { PublicationForm, withPublication } from '../../components/form/PublicationFields';
import { paths } from '../../config/paths';
import { PublicationFormPage } from '../member-groups';
import { faqGroups, faqQuestions } from './api';

const F = paths.admin.faq;
const QuestionForm = FaqBody.omit({ status: true, publishAt: true, audience: true }).extend(PublicationForm.shape);

/** The group picker: its options load on their own, so the form never waits on a second query. */
function GroupSelect<T extends FieldValues>({ control }: { control: Control<T> }) {
  const groups = faqGroups.useList({});
  return (
    <FormSelectField
      control={control}
      name={'groupId' as Path<T>}
      label="Grupa"
      options={namedOptions(groups.data?.data)}
      required
      placeholder={groups.isPending ? 'Wczytywanie grup…' : 'Wybierz grupę…'}
    />
  );
}

/** /admin/faq/add (?groupId= preselects the group) and /admin/faq/edit/:id — a question, its answer and its publication. */
export default function FaqFormPage() {
  const groupParam = Number(useSearchParams()[0].get('groupId')) || undefined;
  return (
    <PublicationFormPage
      resource={faqQuestions}
      titles={{ add: F.add.title, edit: F.edit.title }}
      missing="pytania"
      schema={QuestionForm}
      label="Pytanie FAQ"
      defaults={(q) => ({
        groupId: q?.groupId ?? groupParam,
        question: q?.question ?? '',
        answer: q?.answer ?? '',
        pos: q?.pos,
      })}
      toSave={(values) => ({ body: withPublication(values) })}
      fields={(c, q, publication) => (
        <>
          <GroupSelect control={c} />
          <FormTextField control={c} name="question" label="Pytanie" required multiline autoFocus={!q} />
          <RichTextField control={c} name="answer" label="Odpowiedź" required />
          <FormTextField
            control={c}
            name="pos"
            label="Kolejność w grupie"
            numeric
            helperText={q ? 'Puste: bez zmian' : 'Puste: na końcu grupy'}
          />
          {publication}
        </>
      )}
      back={F.list.path}
      added="Dodano pytanie"
      lead={(q) => q && `Grupa: ${q.groupName}`}
      remove={(q) => ({ label: 'Usuń pytanie', question: `Czy na pewno usunąć pytanie „${q.question}”?`, done: 'Usunięto pytanie' })}
    />
  );
}
