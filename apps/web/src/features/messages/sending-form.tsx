import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { MAILING_MESSAGES, type MessageResponse } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { localDateTime } from '../../components/form/PublicationFields';
import { showToast } from '../../components/toast';

/** What a mailing and an SMS sending share on screen: "Wyślij później" and "Anuluj". */

/** "Wyślij później": a date and time, not in the past. */
export function refineLater(v: { later: boolean; scheduledAt: string }, ctx: z.RefinementCtx) {
  if (!v.later) return;
  const at = localDateTime('Podaj datę i godzinę wysyłki').safeParse(v.scheduledAt);
  if (!at.success) ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Podaj datę i godzinę wysyłki' });
  else if (new Date(at.data).getTime() < Date.now())
    ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: MAILING_MESSAGES.scheduledPast });
}

/** Asks before cancelling a sending (`target`), then cancels it and says so. */
export function CancelSendingDialog<T extends { id: number }>({
  target,
  title,
  confirmLabel,
  cancel,
  onClose,
}: {
  target: T | null;
  title: (t: T) => string;
  confirmLabel: string;
  cancel: UseMutationResult<MessageResponse, Error, number>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      title={target ? title(target) : ''}
      confirmLabel={confirmLabel}
      cancelLabel="Nie anuluj"
      destructive
      busy={cancel.isPending}
      onCancel={onClose}
      onConfirm={() =>
        cancel.mutate(target!.id, {
          onSuccess: (r) => showToast(r.message, 'success'),
          onSettled: onClose,
        })
      }
    />
  );
}
