import { useSearchParams } from 'react-router';
import { dbId, FaqBody } from '@klub/contracts';
import { FormSelectField, FormTextField, namedOptions, RichTextField } from '../../components/form';
import { PublicationFields, PublicationForm, publicationDefaults, toPublication } from '../../components/form/PublicationFields';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { paths } from '../../config/paths';
import { faqGroups, faqQuestions } from './api';

const F = paths.admin.faq;
const QuestionForm = FaqBody.omit({ status: true, publishAt: true, audience: true })
  .extend({ groupId: dbId })
  .extend(PublicationForm.shape);

/** /admin/faq/add (?groupId= preselects the group) and /admin/faq/edit/:id — a question, its answer and its publication. */
export default function FaqFormPage() {
  const groupParam = Number(useSearchParams()[0].get('groupId')) || undefined;
  const groups = faqGroups.useList({});
  return (
    <RecordFormPage
      resource={faqQuestions}
      titles={{ add: F.add.title, edit: F.edit.title }}
      missing="pytania"
      schema={QuestionForm}
      label="Pytanie FAQ"
      needs={[groups]}
      defaults={(q) => ({
        groupId: q?.groupId ?? groupParam,
        question: q?.question ?? '',
        answer: q?.answer ?? '',
        pos: q?.pos,
        ...publicationDefaults(q),
      })}
      toSave={({ status, publishDay, publishTime, roles, gold, premium, ...body }) => ({
        body: { ...body, ...toPublication({ status, publishDay, publishTime, roles, gold, premium }) },
      })}
      fields={(c, q) => (
        <>
          <FormSelectField
            control={c}
            name="groupId"
            label="Grupa"
            options={namedOptions(groups.data?.data)}
            required
            placeholder="Wybierz grupę…"
          />
          <FormTextField control={c} name="question" label="Pytanie" required multiline autoFocus={!q} />
          <RichTextField control={c} name="answer" label="Odpowiedź" required />
          <FormTextField
            control={c}
            name="pos"
            label="Kolejność w grupie"
            numeric
            helperText={q ? 'Puste: bez zmian' : 'Puste: na końcu grupy'}
          />
          <PublicationFields control={c} />
        </>
      )}
      back={F.list.path}
      added="Dodano pytanie"
      lead={(q) => q && `Grupa: ${q.groupName}`}
      remove={(q) => ({ label: 'Usuń pytanie', question: `Czy na pewno usunąć pytanie „${q.question}”?`, done: 'Usunięto pytanie' })}
    />
  );
}
