import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useEndSession } from '../../lib/session';
import { useDeleteMe } from './api';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const deleteMe = useDeleteMe();
  const endSession = useEndSession();

  const confirm = () =>
    deleteMe.mutate(undefined, {
      onSuccess: async (response) => {
        setOpen(false);
        // The server has already ended this account's sessions: only the local session is cleared.
        await endSession({ space: 'customer', revoke: false, toast: { message: response.message, severity: 'success' } });
      },
    });

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Usunięcie konta jest nieodwracalne. Twoje dane osobowe zostaną zanonimizowane, a zebrane punkty i historia zamówień nie będą już dla
        Ciebie dostępne.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Usuń konto
      </Button>
      <ConfirmDialog
        open={open}
        title="Czy na pewno usunąć konto?"
        confirmLabel="Tak, usuń konto"
        destructive
        busy={deleteMe.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      >
        Tej operacji nie można cofnąć. Po usunięciu konta zostaniesz wylogowany.
      </ConfirmDialog>
    </>
  );
}
