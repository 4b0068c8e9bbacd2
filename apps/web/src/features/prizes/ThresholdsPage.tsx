import { PrizeThresholdBody } from '@klub/contracts';
import { InlineEditList } from '../../components/inline-edit/InlineEditList';
import { paths } from '../../config/paths';
import { thresholdsApi } from './api';

const P = paths.admin.prizes;
const points = (n: number) => n.toLocaleString('pl-PL');

/** /admin/prizes/thresholds — point bands for browsing the catalogue. */
export default function ThresholdsPage() {
  return (
    <InlineEditList
      title={P.thresholds.title}
      back={{ to: P.list.path, label: 'Wróć do nagród' }}
      api={thresholdsApi}
      schema={PrizeThresholdBody}
      empty={{ name: '', maxPoints: null, pos: 0 }}
      valuesOf={(t) => ({ name: t.name, minPoints: t.minPoints, maxPoints: t.maxPoints, pos: t.pos })}
      fields={[
        { name: 'name', label: 'Nazwa progu', required: true, slotProps: { htmlInput: { maxLength: 80 } } },
        { name: 'minPoints', label: 'Od (pkt)', numeric: true, required: true },
        { name: 'maxPoints', label: 'Do (pkt)', numeric: true, helperText: 'Puste: bez górnej granicy' },
      ]}
      columns={[
        { key: 'name', header: 'Nazwa', rowHeader: true, cell: (t) => t.name },
        { key: 'min', header: 'Od', align: 'right', cell: (t) => points(t.minPoints) },
        { key: 'max', header: 'Do', align: 'right', cell: (t) => (t.maxPoints === null ? 'bez limitu' : points(t.maxPoints)) },
      ]}
      texts={{
        noun: 'próg',
        section: 'Dodaj próg',
        newForm: 'Nowy próg',
        add: 'Dodaj próg',
        added: 'Dodano próg',
        table: 'Progi punktowe',
        empty: 'Nie ma jeszcze progów',
      }}
    />
  );
}
