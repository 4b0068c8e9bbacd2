import { dataExportFileName } from '@klub/contracts';
import { downloadOf, getUsersMeExport } from '../../lib/api';
import { toApiDate } from '../../lib/dates';

// Apart from ./api: that module is in the first load (the header's balance), and this one takes a
// value from the contracts' index (zod) and lib/dates (date-fns), which must stay out of it.

/** getUsersMeExport — the member's own data as a ZIP, saved as moje-dane-<day>.zip. */
export function downloadMyData(): Promise<void> {
  return downloadOf(getUsersMeExport, dataExportFileName(toApiDate(new Date())), 'application/zip', {}, { space: 'customer' });
}
