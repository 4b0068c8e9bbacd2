import Chip from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@klub/contracts';

const COLORS = { NEW: 'info', IN_PROGRESS: 'warning', SENT: 'primary', DELIVERED: 'success', CANCELLED: 'default' } as const;

/** An order's status as a coloured chip with its Polish name (Złożone, W realizacji, …). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      label={ORDER_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'CANCELLED' ? 'outlined' : 'filled'}
    />
  );
}
