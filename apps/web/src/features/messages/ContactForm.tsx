import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_TOPICS, ContactMessageBody, MESSAGE_BODY_MAX, type ContactTopic } from '@klub/contracts';
import { FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Section } from '../../components/layout/Section';
import { href, paths } from '../../config/paths';
import { useToken } from '../../lib/auth-storage';
import { useMeClient } from '../account/api';
import { useWriteToClub } from './api';

const TOPIC_OPTIONS = (Object.keys(CONTACT_TOPICS) as ContactTopic[]).map((value) => ({ value, label: CONTACT_TOPICS[value] }));

function MessageForm() {
  const write = useWriteToClub();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(ContactMessageBody, { defaultValues: { topic: 'POINTS', body: '' } });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Wiadomość do Klubu"
      onSubmit={form.handleSubmit((values) =>
        write.mutate(values, {
          onSuccess: (answer) => {
            setSent(answer.message);
            form.reset({ topic: values.topic, body: '' });
          },
        }),
      )}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
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
      <Box>
        <SubmitButton pending={write.isPending}>Wyślij</SubmitButton>
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
