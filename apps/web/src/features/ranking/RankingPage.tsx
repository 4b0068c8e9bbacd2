import { idNumber, PAGE_SIZES, RankingQuery } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { NativeSelect } from '../../components/form/NativeSelect';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState } from '../../components/table';
import { paths } from '../../config/paths';
import { PointsRoleGate } from '../member-points';
import { useRanking, useRegions } from './api';
import { MyPosition } from './MyPosition';
import { rankingColumns, rankingRowProps, TiesNote } from './RankingTable';
import { TopChart } from './TopChart';

const WHOLE_COUNTRY = 0;
/** The page's URL: getRankingById's paging plus the region (none: the whole country). */
const RankingPageQuery = RankingQuery.extend({ regionId: idNumber.optional() });

function RegionSelect({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const regions = useRegions();
  return (
    <NativeSelect label="Region" value={String(value)} onChange={(picked) => onChange(Number(picked))} sx={{ maxWidth: 320, mb: 3 }}>
      <option value={WHOLE_COUNTRY}>Cała Polska</option>
      {(regions.data ?? []).map((region) => (
        <option key={region.id} value={region.id}>
          {region.name}
        </option>
      ))}
    </NativeSelect>
  );
}

function Ranking() {
  const { query, setQuery, paging } = useListState(RankingPageQuery);
  const regionId = query.regionId ?? WHOLE_COUNTRY;
  const ranking = useRanking(regionId, paging.skip, paging.take);
  // The chart always shows the first page's top 10 (the same request as page 1 of the table).
  const top = useRanking(regionId, 0, PAGE_SIZES.ranking);

  return (
    <>
      <RegionSelect value={regionId} onChange={(id) => setQuery({ regionId: id === WHOLE_COUNTRY ? undefined : id })} />
      <QueryView query={ranking} isEmpty={(r) => r.total === 0}>
        {(r) => (
          <>
            <MyPosition me={r.me} />
            {top.data && top.data.data.length > 0 ? (
              <Section title="Pierwsza dziesiątka">
                <TopChart rows={top.data.data} />
              </Section>
            ) : null}
            <Section title="Wszyscy uczestnicy">
              <DataTable
                query={ranking}
                columns={rankingColumns}
                rowKey={(row) => row.userId}
                rowProps={rankingRowProps}
                label="Ranking uczestników"
                isEmpty={() => false}
                paging={paging}
                rowsPerPageOptions={[20, 50, 100]}
                footer={() => <TiesNote />}
              />
            </Section>
          </>
        )}
      </QueryView>
    </>
  );
}

/** /ranking — members by points earned this year, in the whole country or a region. */
export default function RankingPage() {
  return (
    <Page title={paths.ranking.title} lead="Kolejność według punktów zdobytych w tym roku.">
      <PointsRoleGate>
        <Ranking />
      </PointsRoleGate>
    </Page>
  );
}
