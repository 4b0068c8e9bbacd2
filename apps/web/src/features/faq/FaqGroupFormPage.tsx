import { FaqGroupBody } from '@klub/contracts';
import { FormTextField } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { paths } from '../../config/paths';
import { faqGroups } from './api';

const F = paths.admin.faq;

/** /admin/faq/add-group and /admin/faq/edit-group/:id — a group's name and place. */
export default function FaqGroupFormPage() {
  return (
    <RecordFormPage
      resource={faqGroups}
      titles={{ add: F.addGroup.title, edit: F.editGroup.title }}
      missing="grupy FAQ"
      schema={FaqGroupBody}
      label="Grupa FAQ"
      defaults={(g) => ({ name: g?.name ?? '', pos: g?.pos })}
      fields={(c, g) => (
        <>
          <FormTextField control={c} name="name" label="Nazwa grupy" required autoFocus={!g} />
          <FormTextField control={c} name="pos" label="Kolejność" numeric helperText={g ? 'Puste: bez zmian' : 'Puste: na końcu'} />
        </>
      )}
      back={F.list.path}
      added="Dodano grupę FAQ"
      lead={(g) => g && `${g.questions.length} pytań w grupie`}
      remove={(g) => ({
        label: `Usuń grupę ${g.name}`,
        question: `Czy na pewno usunąć grupę „${g.name}” razem z jej pytaniami (${g.questions.length})?`,
        done: 'Usunięto grupę FAQ',
      })}
    />
  );
}
