import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { CatalogueViewPage } from './CatalogueViewPage';
import { useMeClient } from '../../lib/session';
import { useCustomerThresholds, useFavourites, usePrizes } from './api';
import { PrizeGrid } from './PrizeGrid';

type View = 'all' | 'favourites' | number;

/** /exchange-points — browse prizes by point threshold, or the member's favourites. */
export default function ExchangePointsPage() {
  const me = useMeClient();
  const canFavourite = me.data !== undefined && !me.data.isEmployee;
  const thresholds = useCustomerThresholds();
  const [view, setView] = useState<View>('all');
  const prizes = usePrizes(typeof view === 'number' ? { thresholdId: view } : {}, view !== 'favourites');
  const favourites = useFavourites(view === 'favourites');
  const shown = view === 'favourites' ? favourites : prizes;
  return (
    <CatalogueViewPage view="points">
      <Box sx={{ mb: 3, overflowX: 'auto' }}>
        <ToggleButtonGroup
          exclusive
          value={view}
          onChange={(_e, next: View | null) => {
            if (next !== null) setView(next);
          }}
          aria-label="Przedział punktowy"
          size="small"
        >
          <ToggleButton value="all">Wszystkie</ToggleButton>
          {(thresholds.data ?? []).map((t) => (
            <ToggleButton key={t.id} value={t.id}>
              {t.name}
            </ToggleButton>
          ))}
          {canFavourite ? <ToggleButton value="favourites">Ulubione</ToggleButton> : null}
        </ToggleButtonGroup>
      </Box>
      <PrizeGrid
        data={shown.data}
        isPending={shown.isPending}
        isError={shown.isError}
        label="Nagrody"
        emptyText={view === 'favourites' ? 'Nie masz jeszcze ulubionych nagród' : 'Brak nagród w tym przedziale'}
      />
    </CatalogueViewPage>
  );
}
