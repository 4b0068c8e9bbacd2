import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SendMessageBody, type MessageExecutor } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FormCheckbox, FormTextField, RichTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { adminPaths as A } from '../../config/admin-paths';
import { MemberPicker } from '../admin-codes';
import { useMember } from '../club-members';
import { useSendByEmail, useSendMessage } from './api';

/** The message and, beside it, whether to e-mail it too (postMessagesSendByEmail once it is sent). */
const SendMessageForm = SendMessageBody.extend({ alsoEmail: z.boolean() });

/** The form; `preselected` is the member of the address's id (a reply's author), already loaded. */
function SendForm({ preselected, replyToId, topic }: { preselected: MessageExecutor | null; replyToId: number | null; topic: string }) {
  const send = useSendMessage();
  const byEmail = useSendByEmail();
  const [member, setMember] = useState<MessageExecutor | null>(preselected);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(SendMessageForm, {
    defaultValues: { userId: preselected?.id, topic, body: '', replyToId, alsoEmail: false },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Nowa wiadomość"
      onSubmit={form.handleSubmit(({ alsoEmail, ...values }) =>
        send.mutate(values, {
          onSuccess: (answer) => {
            const done = `${answer.message}: ${member?.fullName ?? ''}`;
            setSent(done);
            // The message is in the inbox whatever happens to the e-mail; a refusal (no address) is a toast.
            if (alsoEmail) byEmail.mutate(answer.id, { onSuccess: (mailed) => setSent(`${done}. ${mailed.message}`) });
            setMember(null);
            form.reset({ userId: undefined, topic: '', body: '', replyToId: null, alsoEmail });
          },
        }),
      )}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 820 }}
    >
      {sent ? (
        <Alert severity="success" role="status" onClose={() => setSent(null)}>
          {sent}. Zobacz <Link to={A.messages.sent.path}>wysłane</Link>.
        </Alert>
      ) : null}
      <Controller
        control={form.control}
        name="userId"
        render={({ field, fieldState }) => (
          <MemberPicker
            source="executors"
            label="Adresat"
            required
            autoFocus={!preselected}
            value={field.value === undefined || field.value === null ? null : member}
            onChange={(picked) => {
              setMember(picked);
              field.onChange(picked?.id);
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            helperText="Imię i nazwisko, e-mail, firma lub telefon"
          />
        )}
      />
      <FormTextField control={form.control} name="topic" label="Temat" required autoFocus={Boolean(preselected)} />
      <RichTextField control={form.control} name="body" label="Treść" required images={false} />
      <FormCheckbox control={form.control} name="alsoEmail" label="Wyślij także e-mailem" />
      <Box>
        <SubmitButton pending={send.isPending || byEmail.isPending}>Wyślij</SubmitButton>
      </Box>
    </Box>
  );
}

/**
 * /admin/messages/send-message/{id?} — a message to one member's inbox; the id preselects the
 * member, `?replyTo=` (with `topic=`) makes it the answer to their message from /contact.
 */
export default function SendMessagePage() {
  const id = Number(useParams().id ?? 0);
  const [params] = useSearchParams();
  const replyTo = Number(params.get('replyTo') ?? 0);
  const original = params.get('topic');
  const member = useMember(id);
  const waiting = id > 0 && member.isPending;
  const preselected: MessageExecutor | null = member.data
    ? {
        id: member.data.id,
        fullName: member.data.fullName,
        email: member.data.email,
        phone: member.data.phone,
        companyName: member.data.companyName,
      }
    : null;
  return (
    <Page title={A.messages.sendMessage.title} lead="Wiadomość trafi do skrzynki członka w Klubie (Wiadomości).">
      {member.isError ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Nie znaleziono członka klubu nr {id} — wybierz adresata z listy.
        </Alert>
      ) : null}
      {waiting ? (
        <LoadingState />
      ) : (
        <SendForm
          key={member.data?.id ?? 0}
          preselected={preselected}
          replyToId={replyTo > 0 && member.data ? replyTo : null}
          topic={original ? `Re: ${original}` : ''}
        />
      )}
    </Page>
  );
}
