import Chip from '@mui/material/Chip';
import type { UserStatus } from '@klub/contracts';
import { STATUS_LABELS } from '../../config/labels';

const COLORS = { NOT_ACTIVE: 'default', ACTIVE: 'info', ACTIVE_CONFIRMED: 'success' } as const;

/** In a table the label may take two lines ("Aktywny —" / "potwierdzony"), so the list fits 1366 px. */
const wrapSx = { height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } } as const;

/** A member's status as a coloured chip with its Polish name. */
export function StatusChip({ status, wrap = false }: { status: UserStatus; wrap?: boolean }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'NOT_ACTIVE' ? 'outlined' : 'filled'}
      sx={wrap ? wrapSx : undefined}
    />
  );
}
