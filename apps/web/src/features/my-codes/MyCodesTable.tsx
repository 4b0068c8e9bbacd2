import Alert from '@mui/material/Alert';
import { PAGE_SIZES, Paging } from '@klub/contracts';
import { useListState } from '../../components/table';
import { useMyCodes } from './api';
import { EnteredCodesTable } from './CodesTable';

/** getUsersMeCodes paging, kept in the URL. */
const MyCodesQuery = Paging(10_000, PAGE_SIZES.ranking);

/** The member's entered codes, newest first, with server paging. */
export function MyCodesTable() {
  const { paging } = useListState(MyCodesQuery);
  const codes = useMyCodes(paging.skip, paging.take);
  return (
    <>
      {codes.data?.allNotActual && codes.data.total > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Oferty wszystkich Twoich kodów już się zakończyły.
        </Alert>
      ) : null}
      <EnteredCodesTable query={codes} paging={paging} emptyText="Brak danych — nie wpisano jeszcze żadnego kodu" />
    </>
  );
}
