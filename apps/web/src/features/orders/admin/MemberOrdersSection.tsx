import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { QueryView } from '../../../components/feedback/QueryView';
import { RouterLink } from '../../../components/layout/RouterLink';
import { Section } from '../../../components/layout/Section';
import { href, paths } from '../../../config/paths';
import { formatPkt } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { useMemberOrders } from '../api';
import { OrderStatusChip } from '../OrderStatusChip';

const SHOWN = 5;

/** The member's latest orders on the admin member details page, with a link to all of them. */
export function MemberOrdersSection({ userId }: { userId: number }) {
  const orders = useMemberOrders(userId);
  return (
    <Section
      title="Zamówienia"
      actions={
        <Button component={Link} to={`${paths.admin.orders.list.path}?userId=${userId}`} variant="outlined">
          Wszystkie zamówienia członka
        </Button>
      }
    >
      <QueryView query={orders} isEmpty={(r) => r.data.length === 0} emptyText="Brak zamówień">
        {(r) => (
          <List dense aria-label="Ostatnie zamówienia">
            {r.data.slice(0, SHOWN).map((o) => (
              <ListItem key={o.id} disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
                <RouterLink to={href(paths.admin.orders.details, { id: o.id })}>Zamówienie nr {o.id}</RouterLink>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(o.createdAt)}
                </Typography>
                <OrderStatusChip status={o.status} />
                <Typography variant="body2">{formatPkt(o.totalPoints)}</Typography>
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
    </Section>
  );
}
