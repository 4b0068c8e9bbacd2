import { z } from 'zod';
import { RegulationBody } from '@klub/contracts';
import { FormFileField, FormTextField } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { paths } from '../../config/paths';
import { regulationsResource } from './api';

const R = paths.admin.regulationsFiles;
const Form = RegulationBody.extend({
  fileKey: z
    .string()
    .nullable()
    .refine((v) => v !== null, 'Dodaj plik PDF regulaminu')
    .transform((v) => v!),
});

/** /admin/regulations-files/form and /admin/regulations-files/form/:id — a draft version: its name, what changed and the PDF. */
export default function RegulationFormPage() {
  return (
    <RecordFormPage
      resource={regulationsResource}
      titles={{ add: R.form.title, edit: R.form.title }}
      missing="regulaminu"
      schema={Form}
      label="Regulamin"
      defaults={(r) => ({ version: r?.version ?? '', summary: r?.summary ?? '', fileKey: r?.fileKey ?? null })}
      fields={(c, r) => (
        <>
          <FormTextField
            control={c}
            name="version"
            label="Wersja"
            required
            autoFocus={!r}
            helperText="Np. 2027/1 — członkowie widzą ją przy akceptacji"
          />
          <FormTextField
            control={c}
            name="summary"
            label="Co się zmieniło"
            multiline
            minRows={3}
            helperText="Krótko, dla członków: pokażemy to przy akceptacji"
          />
          <FormFileField control={c} name="fileKey" label="Plik regulaminu (PDF)" accept="application/pdf" admin />
        </>
      )}
      back={R.list.path}
      added="Dodano wersję regulaminu (szkic)"
      remove={(r) => ({
        label: 'Usuń szkic',
        question: `Czy na pewno usunąć szkic regulaminu ${r.version}?`,
        done: 'Usunięto szkic regulaminu',
      })}
    />
  );
}
