import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { Order } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { formatPhone, formatPkt } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { PointsRoleGate } from '../member-points';
import { useMyOrders } from './api';
import { OrderElementsTable } from './OrderElementsTable';
import { OrderStatusChip } from './OrderStatusChip';

function OrderCard({ order }: { order: Order }) {
  const d = order.delivery;
  return (
    <Section title={`Zamówienie nr ${order.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box role="status" aria-label={`Status zamówienia nr ${order.id}`}>
          <OrderStatusChip status={order.status} />
        </Box>
        <Typography color="text.secondary">Złożone {formatDateTime(order.createdAt)}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPkt(order.totalPoints)}</Typography>
      </Box>
      <OrderElementsTable elements={order.elements} label={`Nagrody zamówienia nr ${order.id}`} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Dostawa: {d.name}, {d.street}, {d.postCode} {d.city}
        {d.phone ? `, tel. ${formatPhone(d.phone)}` : ''}
      </Typography>
      {order.note ? (
        <Typography variant="body2" color="text.secondary">
          Uwagi: {order.note}
        </Typography>
      ) : null}
    </Section>
  );
}

/** /my-orders — the member's orders with statuses and elements, newest first. */
export default function MyOrdersPage() {
  // Orders are a points member's; a sales rep gets a pointer, and no 403.
  return (
    <PointsRoleGate title={paths.myOrders.title} topic="Zamówienia nagród są dla">
      <MyOrders />
    </PointsRoleGate>
  );
}

function MyOrders() {
  const orders = useMyOrders();
  return (
    <Page title={paths.myOrders.title} lead="Twoje zamówienia nagród i stan ich realizacji.">
      <QueryView query={orders}>
        {(r) =>
          r.data.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 5 }}>
              <Typography variant="h3" component="p" color="text.secondary">
                Nie masz jeszcze zamówień
              </Typography>
              <Button component={Link} to={paths.group.path} variant="contained" sx={{ mt: 2 }}>
                Wybierz nagrodę z katalogu
              </Button>
            </Box>
          ) : (
            r.data.map((o) => <OrderCard key={o.id} order={o} />)
          )
        }
      </QueryView>
    </Page>
  );
}
