import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_ATTACHMENT_ACCEPT,
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_TOPICS,
  ContactMessageBody,
  INBOX_MESSAGES,
  MESSAGE_BODY_MAX,
  type ContactTopic,
  type UploadedFile,
} from '@klub/contracts';
import { FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { UploadButton, UploadStatus } from '../../components/form/use-upload';
import { Section } from '../../components/layout/Section';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useToken } from '../../lib/auth-storage';
import { formatFileSize } from '../../lib/format';
import { useMeClient } from '../../lib/session';
import { uploadContactAttachment, useWriteToClub } from './api';

/** What the browser says of the file before it is sent (the server decides by its content anyway). */
function refusal(file: File): string | null {
  if (file.type && !(CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return INBOX_MESSAGES.attachmentType;
  return null;
}

/** One optional file: uploaded as soon as it is chosen (with progress), removable before sending. */
function AttachmentField({
  value,
  onChange,
  onBusy,
}: {
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File) => {
    const refused = refusal(file);
    setError(refused);
    if (refused) return;
    setProgress(0);
    onBusy(true);
    uploadContactAttachment(file, setProgress)
      .then(onChange, (err: unknown) => setError(errorMessage(err, MESSAGES.attachmentError)))
      .finally(() => {
        setProgress(null);
        onBusy(false);
      });
  };
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <FormLabel id={labelId} component="div" sx={{ mb: 1 }}>
        Załącznik (opcjonalnie)
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {value ? (
          <>
            <Typography data-testid="contact-attachment">
              {value.originalName} ({formatFileSize(value.size)})
            </Typography>
            <Button size="small" onClick={() => onChange(null)} aria-label={`Usuń załącznik ${value.originalName}`}>
              Usuń
            </Button>
          </>
        ) : null}
        <UploadButton
          label={value ? 'Zmień plik' : 'Dodaj plik'}
          accept={CONTACT_ATTACHMENT_ACCEPT}
          busy={progress !== null}
          onFile={pick}
        />
      </Box>
      <FormHelperText id={hintId}>Jeden plik PDF, JPG lub PNG, najwyżej 5 MB. Zobaczą go tylko administratorzy Klubu.</FormHelperText>
      <UploadStatus error={error ?? undefined} progress={progress} />
    </Box>
  );
}

const TOPIC_OPTIONS = (Object.keys(CONTACT_TOPICS) as ContactTopic[]).map((value) => ({ value, label: CONTACT_TOPICS[value] }));

function MessageForm() {
  const write = useWriteToClub();
  const [sent, setSent] = useState<string | null>(null);
  const [attachment, setAttachment] = useState<UploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useZodForm(ContactMessageBody, { defaultValues: { topic: 'POINTS', body: '', attachmentKey: null } });
  const submit = form.handleSubmit((values) =>
    write.mutate(
      { ...values, attachmentKey: attachment?.key ?? null },
      {
        onSuccess: (answer) => {
          setSent(answer.message);
          setAttachment(null);
          form.reset({ topic: values.topic, body: '', attachmentKey: null });
        },
      },
    ),
  );
  return (
    <Box component="form" noValidate aria-label="Wiadomość do Klubu" onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      {sent ? (
        <Alert severity="success" role="status" onClose={() => setSent(null)}>
          {sent}. Odpowiedź znajdziesz w zakładce <Link to={href(paths.messages, { page: null })}>{paths.messages.title}</Link>.
        </Alert>
      ) : null}
      <FormSelectField control={form.control} name="topic" label="Temat" options={TOPIC_OPTIONS} required />
      <FormTextField
        control={form.control}
        name="body"
        label="Wiadomość"
        required
        multiline
        minRows={5}
        helperText={`Najwyżej ${MESSAGE_BODY_MAX} znaków`}
      />
      <AttachmentField value={attachment} onChange={setAttachment} onBusy={setUploading} />
      <Box>
        <SubmitButton pending={write.isPending} disabled={uploading}>
          Wyślij
        </SubmitButton>
      </Box>
    </Box>
  );
}

/**
 * /contact: a member with points writes to the club — it lands in the admins' received messages and
 * the answer comes to the member's inbox. A visitor is asked to sign in; RDS and DTH write by e-mail.
 */
export default function ContactFormSection() {
  const signedIn = Boolean(useToken('customer'));
  const me = useMeClient();
  if (signedIn && !me.data) return null;
  return (
    <Section title="Napisz do nas">
      {!signedIn ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography>Zaloguj się, aby wysłać wiadomość z formularza — odpowiedź przyjdzie do Twojej skrzynki w Klubie.</Typography>
          <Button component={Link} to={paths.login.path} variant="outlined">
            Zaloguj się
          </Button>
        </Box>
      ) : me.data?.isEmployee ? (
        <Typography>Napisz do nas e-mailem lub zadzwoń — dane są powyżej.</Typography>
      ) : (
        <MessageForm />
      )}
    </Section>
  );
}
