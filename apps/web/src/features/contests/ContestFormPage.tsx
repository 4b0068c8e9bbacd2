import { checkContest, ContestFields } from '@klub/contracts';
import { FormCheckbox, FormDateTimeField, FormTextField, RichTextField } from '../../components/form';
import { localDateTime, PublicationForm, toLocalDateTime, withPublication } from '../../components/form/PublicationFields';
import { paths } from '../../config/paths';
import { PublicationFormPage } from '../member-groups';
import { contests } from './api';
import { PhotoField, TitleLeadFields } from '../../components/content/ContentFields';

const C = paths.admin.contests;
const TIME = 'Podaj pełną datę i godzinę';
const ContestForm = ContestFields.omit({ status: true, publishAt: true, audience: true, startsAt: true, endsAt: true })
  .extend({ ...PublicationForm.shape, startsAt: localDateTime(TIME), endsAt: localDateTime(TIME) })
  .superRefine(checkContest);

/** /admin/contests/form(/:id) — a contest: rules, when entries are taken, what an entry holds, the points, for whom. */
export default function ContestFormPage() {
  return (
    <PublicationFormPage
      resource={contests}
      titles={{ add: C.add.title, edit: C.edit.title }}
      missing="konkursu"
      schema={ContestForm}
      label="Konkurs"
      defaults={(c) => ({
        title: c?.title ?? '',
        lead: c?.lead ?? '',
        rules: c?.rules ?? '',
        image: c?.image ?? null,
        startsAt: toLocalDateTime(c?.startsAt ?? new Date()),
        endsAt: c ? toLocalDateTime(c.endsAt) : '',
        askText: c?.askText ?? true,
        maxPhotos: c?.maxPhotos ?? 3,
        askReceipt: c?.askReceipt ?? false,
        pointsAccepted: c?.pointsAccepted ?? 0,
        pointsWinner: c?.pointsWinner ?? 0,
        entriesPerMember: c?.entriesPerMember ?? 1,
      })}
      toSave={(v) => ({
        body: withPublication({ ...v, startsAt: new Date(v.startsAt).toISOString(), endsAt: new Date(v.endsAt).toISOString() }),
      })}
      fields={(f, c, publication) => (
        <>
          <TitleLeadFields control={f} adding={!c} />
          <PhotoField control={f} alt="Zdjęcie konkursu" />
          <RichTextField control={f} name="rules" label="Zasady" required minHeight={200} />
          <FormDateTimeField control={f} name="startsAt" label="Zgłoszenia od" required />
          <FormDateTimeField control={f} name="endsAt" label="Zgłoszenia do" required />
          <FormCheckbox control={f} name="askText" label="Zgłoszenie zawiera opis" />
          <FormTextField
            control={f}
            name="maxPhotos"
            label="Zdjęcia w zgłoszeniu (najwyżej)"
            numeric
            helperText="0: bez zdjęć"
            sx={{ maxWidth: 320 }}
          />
          <FormCheckbox control={f} name="askReceipt" label="Zgłoszenie zawiera numer paragonu lub faktury" />
          <FormTextField control={f} name="pointsAccepted" label="Punkty za przyjęte zgłoszenie" numeric required sx={{ maxWidth: 320 }} />
          <FormTextField control={f} name="pointsWinner" label="Punkty za wygraną" numeric required sx={{ maxWidth: 320 }} />
          <FormTextField control={f} name="entriesPerMember" label="Zgłoszeń na uczestnika" numeric required sx={{ maxWidth: 320 }} />
          {publication}
        </>
      )}
      back={C.list.path}
      added="Dodano konkurs"
      remove={(c) => ({ label: 'Usuń', question: `Czy na pewno usunąć „${c.title}”?`, done: 'Usunięto konkurs' })}
    />
  );
}
