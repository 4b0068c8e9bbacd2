import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ORDER_MESSAGES, ORDER_NEXT_STATUS, ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../../components/feedback/ConfirmDeleteButton';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { QueryView } from '../../../components/feedback/QueryView';
import { Page } from '../../../components/layout/Page';
import { RouterLink } from '../../../components/layout/RouterLink';
import { Section } from '../../../components/layout/Section';
import { EntityHistory } from '../../settings';
import { showToast } from '../../../components/toast';
import { MESSAGES } from '../../../config/messages';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { call, postOrdersByOrderIdPartnerShopOrder } from '../../../lib/api';
import { formatPhone, formatPkt } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { downloadOf, getOrdersByIdPdf } from '../../../lib/api';
import { useDeleteElement, useDeleteOrder, useOrder, useSetElementSent, useSetOrderStatus } from '../api';
import { OrderElementsTable } from '../OrderElementsTable';
import { OrderStatusChip } from '../OrderStatusChip';

const O = paths.admin.orders;

function StatusSection({ order }: { order: Order }) {
  const setStatus = useSetOrderStatus(order.id);
  const next = ORDER_NEXT_STATUS[order.status];
  return (
    <Section
      title="Status"
      actions={
        next ? (
          <Button
            variant="contained"
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(next, {
                onSuccess: (o) => showToast(`Status zamówienia: ${ORDER_STATUS_LABELS[o.status]}`, 'success'),
              })
            }
          >
            Oznacz jako „{ORDER_STATUS_LABELS[next]}”
          </Button>
        ) : undefined
      }
    >
      <Box role="status" aria-label="Status zamówienia" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <OrderStatusChip status={order.status} />
        <Typography color="text.secondary">
          Wysłane pozycje: {order.sentCount} z {order.elementsCount}
        </Typography>
      </Box>
      {order.status === 'NEW' || order.status === 'IN_PROGRESS' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Zamówienie zmieni status na „Wysłane”, gdy wszystkie pozycje zostaną oznaczone jako wysłane.
        </Typography>
      ) : null}
    </Section>
  );
}

function PartnerShops({ order }: { order: Order }) {
  const shops = [...new Set(order.elements.filter((e) => !e.isDeleted && e.shopNumber !== null).map((e) => e.shopNumber!))];
  const forward = useMutation({
    mutationFn: (shopNumber: number) =>
      call(postOrdersByOrderIdPartnerShopOrder, { params: { orderId: order.id }, body: { shopNumber } }, { space: 'admin' }),
    meta: { errorMessage: 'Nie udało się przekazać zamówienia' },
  });
  if (shops.length === 0 || order.status === 'CANCELLED') return null;
  return (
    <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {shops.map((shop) => (
        <Button
          key={shop}
          variant="outlined"
          disabled={forward.isPending}
          onClick={() =>
            forward.mutate(shop, {
              onSuccess: (r) => showToast(r.message, 'success'),
            })
          }
        >
          Przekaż do sklepu partnerskiego nr {shop}
        </Button>
      ))}
    </Box>
  );
}

/** What marking an element did, the order's status move included (it may go back when unmarked). */
function sentToast(prizeName: string, isSent: boolean, before: OrderStatus, after: OrderStatus): string {
  const done = isSent ? `Oznaczono jako wysłane: „${prizeName}”.` : `Cofnięto wysłanie: „${prizeName}”.`;
  if (before === after) return done;
  return `${done} Status zamówienia: ${ORDER_STATUS_LABELS[before]} → ${ORDER_STATUS_LABELS[after]}.`;
}

function ElementsSection({ order }: { order: Order }) {
  const setSent = useSetElementSent();
  const remove = useDeleteElement();
  const locked = order.status === 'CANCELLED' || order.status === 'DELIVERED';
  return (
    <Section title="Pozycje zamówienia">
      <OrderElementsTable
        elements={order.elements}
        label="Pozycje zamówienia"
        actions={(e) =>
          e.isDeleted ? null : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                label="Wysłane"
                control={
                  <Switch
                    checked={e.isSent}
                    disabled={locked || setSent.isPending}
                    slotProps={{ input: { 'aria-label': `Wysłane: ${e.prizeName}` } }}
                    onChange={(_ev, isSent) =>
                      setSent.mutate(
                        { elementId: e.id, isSent },
                        { onSuccess: (next) => showToast(sentToast(e.prizeName, isSent, order.status, next.status), 'success') },
                      )
                    }
                  />
                }
              />
              {order.status !== 'CANCELLED' ? (
                <ConfirmDeleteButton
                  label={`Usuń pozycję ${e.prizeName}`}
                  question={`Czy na pewno usunąć pozycję „${e.prizeName}”? ${formatPkt(e.totalPoints)} wróci na konto członka.`}
                  busy={remove.isPending}
                  onConfirm={() => remove.mutateAsync(e.id).then(() => showToast(ORDER_MESSAGES.elementDeleted, 'success'))}
                />
              ) : null}
            </Box>
          )
        }
      />
      <Typography sx={{ mt: 2, fontWeight: 700, textAlign: 'right' }}>Razem: {formatPkt(order.totalPoints)}</Typography>
      {order.paidPoints !== order.totalPoints ? (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          Zapłacono przy zamówieniu: {formatPkt(order.paidPoints)}
        </Typography>
      ) : null}
      <PartnerShops order={order} />
    </Section>
  );
}

function MemberSection({ order }: { order: Order }) {
  const d = order.delivery;
  return (
    <Section title="Członek klubu i dostawa">
      <Typography>
        <RouterLink to={href(paths.admin.clubMembers.details, { id: order.userId })}>{order.memberName}</RouterLink> — {order.memberEmail}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {[d.name, d.street, `${d.postCode} ${d.city}`, d.phone ? `tel. ${formatPhone(d.phone)}` : ''].filter(Boolean).join('\n')}
      </Typography>
      {order.note ? <Typography sx={{ mt: 1 }}>Uwagi: {order.note}</Typography> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Złożone {formatDateTime(order.createdAt)}
        {order.cancelledAt ? ` · anulowane ${formatDateTime(order.cancelledAt)}` : ''}
      </Typography>
    </Section>
  );
}

function OrderView({ order }: { order: Order }) {
  const navigate = useNavigate();
  const remove = useDeleteOrder();
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const pdf = () => {
    setDownloading(true);
    downloadOf(getOrdersByIdPdf, `zamowienie-${order.id}.pdf`, 'application/pdf', { params: { id: order.id } }, { space: 'admin' })
      .catch((error: unknown) => showToast(errorMessage(error, 'Nie udało się pobrać pliku PDF')))
      .finally(() => setDownloading(false));
  };
  return (
    <Page
      title={`Zamówienie nr ${order.id}`}
      actions={
        <>
          <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={pdf} disabled={downloading}>
            Pobierz PDF
          </Button>
          {order.status !== 'CANCELLED' ? (
            <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
              Usuń zamówienie
            </Button>
          ) : null}
        </>
      }
    >
      {order.status === 'CANCELLED' ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Zamówienie zostało anulowane, punkty wróciły na konto członka.
        </Alert>
      ) : null}
      <StatusSection order={order} />
      <ElementsSection order={order} />
      <MemberSection order={order} />
      <EntityHistory entity="orders" entityId={order.id} />
      <ConfirmDialog
        open={asking}
        title={`Czy na pewno usunąć zamówienie nr ${order.id}?`}
        confirmLabel="Usuń zamówienie"
        destructive
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(order.id, {
            onSuccess: (r) => {
              showToast(`${r.message} (${formatPkt(r.refunded)})`, 'success');
              void navigate(O.list.path);
            },
            onSettled: () => setAsking(false),
          })
        }
      >
        Zamówienie zostanie anulowane, a {formatPkt(order.totalPoints)} wróci na konto członka.
      </ConfirmDialog>
    </Page>
  );
}

/** /admin/orders/details/:id — status changes, per-element "Wysłane", deleting elements or the order, PDF. */
export default function OrderDetailsPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Page title={O.details.title}>
        <Alert severity="error">{MESSAGES.notFound}</Alert>
      </Page>
    );
  }
  if (order.data) return <OrderView order={order.data} />;
  return (
    <Page title={O.details.title}>
      <QueryView query={order}>{() => null}</QueryView>
    </Page>
  );
}
