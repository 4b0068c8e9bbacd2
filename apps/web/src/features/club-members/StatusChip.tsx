import Chip from '@mui/material/Chip';
import type { UserStatus } from '@klub/contracts';
import { STATUS_LABELS } from '../../config/labels';

const COLORS = { NOT_ACTIVE: 'default', ACTIVE: 'info', ACTIVE_CONFIRMED: 'success' } as const;

/** A member's status as a coloured chip with its Polish name. */
export function StatusChip({ status }: { status: UserStatus }) {
  return (
    <Chip size="small" label={STATUS_LABELS[status]} color={COLORS[status]} variant={status === 'NOT_ACTIVE' ? 'outlined' : 'filled'} />
  );
}
