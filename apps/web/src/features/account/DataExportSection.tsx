import Typography from '@mui/material/Typography';
import { DATA_EXPORT_PER_HOUR } from '@klub/contracts';
import { Section } from '../../components/layout/Section';
import { DownloadButton } from '../../components/feedback/DownloadButton';
import { downloadMyData } from './data-export-api';

export const DATA_EXPORT_TEXTS = {
  title: 'Kopia Twoich danych',
  button: 'Pobierz moje dane',
  busy: 'Przygotowywanie pliku…',
  done: 'Plik z Twoimi danymi jest gotowy',
  failed: 'Nie udało się pobrać Twoich danych. Spróbuj ponownie za chwilę',
} as const;

/**
 * "Pobierz moje dane" (RODO art. 15 and 20): a ZIP of everything the club keeps about the member —
 * dane.json and a CSV per table — through the API client with the customer token, saved as
 * moje-dane-<day>.zip. While it is prepared the button stays focusable (a second press does nothing),
 * so a keyboard user keeps their place; a refusal (e.g. the hourly limit) is the server's toast.
 */
export function DataExportSection() {
  return (
    <Section
      title={DATA_EXPORT_TEXTS.title}
      actions={
        <DownloadButton
          label={DATA_EXPORT_TEXTS.button}
          busyLabel={DATA_EXPORT_TEXTS.busy}
          start={downloadMyData}
          done={DATA_EXPORT_TEXTS.done}
          failed={DATA_EXPORT_TEXTS.failed}
        />
      }
    >
      <Typography color="text.secondary">
        Pobierz wszystko, co Klub przechowuje o Tobie: profil, zgody i zaakceptowane regulaminy, historię punktów, kody, zamówienia,
        wiadomości, zapisy na szkolenia i zgłoszenia konkursowe. Dostaniesz plik ZIP z danymi w formacie JSON i w plikach CSV do otwarcia w
        Excelu. Możesz go pobrać {DATA_EXPORT_PER_HOUR} razy w ciągu godziny.
      </Typography>
    </Section>
  );
}
