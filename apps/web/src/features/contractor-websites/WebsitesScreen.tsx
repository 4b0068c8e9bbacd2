import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { RejectWebsiteBody, WEBSITE_STATUS_LABELS, type ContractorWebsite, type WebsiteStatus, FORM_LISTS } from '@klub/contracts';
import { FormTextField, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { useApproveWebsite, useRejectWebsite, useWebsites } from './api';
import { WebsitePreview } from './WebsitePreview';
import { ListSuggestions } from '../lists';

const C = paths.admin.contractors;
/** The contract's body, with this dialog's own word for an empty reason. */
const RejectForm = z.object({ reason: z.string().trim().min(1, 'Podaj powód odrzucenia') }).pipe(RejectWebsiteBody);
const STATUS_COLORS = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

export function StatusChip({ website }: { website: Pick<ContractorWebsite, 'status' | 'rejectionReason'> }) {
  const label =
    website.status === 'REJECTED' && website.rejectionReason
      ? `${WEBSITE_STATUS_LABELS.REJECTED}: ${website.rejectionReason}`
      : WEBSITE_STATUS_LABELS[website.status];
  return <Chip size="small" color={STATUS_COLORS[website.status]} label={label} sx={{ maxWidth: '100%' }} />;
}

/** Preview of one card with "Akceptuj" and "Odrzuć" (the reason is required). */
function ReviewDialog({ website, onClose }: { website: ContractorWebsite; onClose: () => void }) {
  const approve = useApproveWebsite();
  const reject = useRejectWebsite();
  const [rejecting, setRejecting] = useState(false);
  const form = useZodForm(RejectForm, { defaultValues: { reason: '' } });
  const busy = approve.isPending || reject.isPending;
  const confirmReject = form.handleSubmit(({ reason }) =>
    reject.mutate(
      { id: website.id, reason },
      {
        onSuccess: () => {
          showToast('Odrzucono wizytówkę', 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="website-review-title">
      <DialogTitle id="website-review-title">{`Wizytówka: ${website.name}`}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`Wykonawca: ${website.ownerName} (${website.ownerEmail}) · zmieniona ${formatDateTime(website.updatedAt)}`}
        </Typography>
        <StatusChip website={website} />
        <WebsitePreview card={website} />
        {rejecting ? (
          <FormTextField
            control={form.control}
            name="reason"
            label="Powód odrzucenia"
            helperText="Wykonawca zobaczy ten powód przy swojej wizytówce"
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            sx={{ mt: 3, mb: 2 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ) : null}
        {rejecting ? (
          <ListSuggestions
            listKey={FORM_LISTS.websiteRejectReasons}
            label="Częste powody"
            onPick={(text) => form.setValue('reason', text, { shouldValidate: true, shouldDirty: true })}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Zamknij
        </Button>
        {rejecting ? (
          <Button color="error" variant="contained" disabled={busy} onClick={(e) => void confirmReject(e)}>
            Potwierdź odrzucenie
          </Button>
        ) : website.status !== 'REJECTED' ? (
          <Button color="error" onClick={() => setRejecting(true)} disabled={busy}>
            Odrzuć
          </Button>
        ) : null}
        {website.status !== 'APPROVED' && !rejecting ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() =>
              approve.mutate(website.id, {
                onSuccess: () => {
                  showToast('Zaakceptowano wizytówkę — jest opublikowana', 'success');
                  onClose();
                },
              })
            }
          >
            Akceptuj
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

const columns = (onOpen: (w: ContractorWebsite) => void): Column<ContractorWebsite>[] => [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (w) => w.name },
  {
    key: 'owner',
    header: 'Wykonawca',
    cell: (w) => (
      <>
        {w.ownerName}
        <Typography variant="body2" color="text.secondary">
          {w.ownerEmail}
        </Typography>
      </>
    ),
  },
  { key: 'area', header: 'Obszar działania', cell: (w) => w.area },
  { key: 'updatedAt', header: 'Zmieniona', sx: { whiteSpace: 'nowrap' }, cell: (w) => formatDateTime(w.updatedAt) },
  { key: 'status', header: 'Status', cell: (w) => <StatusChip website={w} /> },
  {
    key: 'actions',
    header: 'Akcje',
    cell: (w) => (
      <Button size="small" variant="outlined" onClick={() => onOpen(w)} aria-label={`Podgląd wizytówki ${w.name}`}>
        Podgląd
      </Button>
    ),
  },
];

/** /admin/contractors/approved and /admin/contractors/unapproved (waiting or rejected cards). */
export function WebsitesScreen({ approved }: { approved: boolean }) {
  const [status, setStatus] = useState<WebsiteStatus>(approved ? 'APPROVED' : 'PENDING');
  const list = useWebsites(status);
  const [open, setOpen] = useState<ContractorWebsite | null>(null);
  return (
    <Page
      title={approved ? C.approved.title : C.unapproved.title}
      lead={
        approved
          ? 'Opublikowane wizytówki wykonawców.'
          : 'Wizytówki czekające na akceptację i odrzucone. Każda zmiana wizytówki wymaga ponownej akceptacji.'
      }
      actions={
        <Button component={Link} to={approved ? C.unapproved.path : C.approved.path} variant="outlined">
          {approved ? 'Niezatwierdzone' : 'Zatwierdzone'}
        </Button>
      }
    >
      {approved ? null : (
        <Tabs value={status} onChange={(_e, v: WebsiteStatus) => setStatus(v)} aria-label="Status wizytówek" sx={{ mb: 2 }}>
          <Tab value="PENDING" label="Oczekujące" />
          <Tab value="REJECTED" label="Odrzucone" />
        </Tabs>
      )}
      {list.data && list.data.data.length > 0 && list.data.total > list.data.data.length ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
        >{`Pokazano ${list.data.data.length} z ${list.data.total} wizytówek (najnowsze zmiany).`}</Alert>
      ) : null}
      <DataTable
        query={list}
        columns={columns(setOpen)}
        label="Wizytówki wykonawców"
        emptyText={
          status === 'PENDING'
            ? 'Żadna wizytówka nie czeka na akceptację'
            : status === 'APPROVED'
              ? 'Brak opublikowanych wizytówek'
              : 'Brak odrzuconych wizytówek'
        }
      />
      {open ? <ReviewDialog key={open.id} website={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
