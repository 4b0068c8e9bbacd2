import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Delete from '@mui/icons-material/Delete';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmDeleteButtonProps {
  /** Accessible name of the button, e.g. "Usuń pakiet Farba 10 l". */
  label: string;
  /** The dialog's title: "Czy na pewno usunąć…?" */
  question: string;
  busy?: boolean;
  /** Resolves when done; the dialog closes either way (a failed mutation is toasted by the query client). */
  onConfirm: () => Promise<unknown>;
}

/** A row's delete icon with the "Czy na pewno usunąć…?" confirmation. */
export function ConfirmDeleteButton({ label, question, busy = false, onConfirm }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} size="small" color="error">
          <Delete fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title={question}
        confirmLabel="Usuń"
        destructive
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          void onConfirm()
            .catch(() => undefined)
            .finally(() => setOpen(false));
        }}
      />
    </>
  );
}
