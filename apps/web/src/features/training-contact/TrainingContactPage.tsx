import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  TRAINING_CONTACT_MESSAGE_MAX,
  TRAINING_CONTACT_TOPICS,
  TrainingContactRequestBody,
  type TrainingContact,
  type TrainingContactTopic,
} from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/session';
import { useMemberTrainings } from '../trainings';
import { useSendTrainingRequest, useTrainingContact } from './api';

const TOPIC_OPTIONS = (Object.keys(TRAINING_CONTACT_TOPICS) as TrainingContactTopic[]).map((value) => ({
  value,
  label: TRAINING_CONTACT_TOPICS[value],
}));

const isEmpty = (c: TrainingContact) => !c.trainers && !c.phone && !c.email && !c.hours && !c.note;

/** The trainers' contact data as the admin set it; empty fields are left out. */
function ContactData({ contact }: { contact: TrainingContact }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5 }}>
      {contact.trainers ? <Typography sx={{ fontWeight: 600 }}>{contact.trainers}</Typography> : null}
      {contact.phone ? (
        <Typography>
          Telefon: <Link href={`tel:${contact.phone}`}>{contact.phone}</Link>
        </Typography>
      ) : null}
      {contact.email ? (
        <Typography>
          E-mail: <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
        </Typography>
      ) : null}
      {contact.hours ? <Typography>Godziny: {contact.hours}</Typography> : null}
      {contact.note ? <Typography sx={{ whiteSpace: 'pre-line' }}>{contact.note}</Typography> : null}
    </Box>
  );
}

/** The request form: a topic, optionally one of the member's upcoming trainings, the message and a phone (their profile's). */
function RequestForm() {
  const send = useSendTrainingRequest();
  const me = useMe();
  const upcoming = useMemberTrainings('upcoming');
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(TrainingContactRequestBody, {
    defaultValues: { topic: 'QUESTION', trainingId: null, message: '', phone: '' },
  });
  const profilePhone = me.data?.phone ?? '';
  useEffect(() => {
    if (profilePhone && !form.getFieldState('phone').isDirty) form.setValue('phone', profilePhone);
  }, [profilePhone, form]);
  const trainingOptions = (upcoming.data?.data ?? []).map((t) => ({ value: t.id, label: t.title }));

  return (
    <Box
      component="form"
      noValidate
      aria-label="Wiadomość do trenerów"
      onSubmit={form.handleSubmit((values) =>
        send.mutate(values, {
          onSuccess: (answer) => {
            setSent(answer.message);
            form.reset({ topic: values.topic, trainingId: null, message: '', phone: values.phone ?? '' });
          },
        }),
      )}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      {sent ? (
        <Alert severity="success" role="status" onClose={() => setSent(null)}>
          {sent}
        </Alert>
      ) : null}
      <FormSelectField control={form.control} name="topic" label="Temat" options={TOPIC_OPTIONS} required />
      {trainingOptions.length > 0 ? (
        <FormSelectField
          control={form.control}
          name="trainingId"
          label="Szkolenie (opcjonalnie)"
          options={trainingOptions}
          placeholder="Nie dotyczy konkretnego szkolenia"
        />
      ) : null}
      <FormTextField
        control={form.control}
        name="message"
        label="Wiadomość"
        required
        multiline
        minRows={4}
        helperText={`Najwyżej ${TRAINING_CONTACT_MESSAGE_MAX} znaków`}
      />
      <FormTextField control={form.control} name="phone" label="Telefon do kontaktu" type="tel" autoComplete="tel" />
      <Box>
        <SubmitButton pending={send.isPending}>Wyślij</SubmitButton>
      </Box>
    </Box>
  );
}

/** /trainings/contact — the trainers' contact data (loaded on entry) and a request form that reaches the admins and the trainers' e-mail. */
export default function TrainingContactPage() {
  const contact = useTrainingContact('customer');
  return (
    <Page
      title={paths.trainingContact.title}
      lead="Chcesz szkolenie w swojej firmie albo masz pytanie o szkolenie? Zadzwoń lub napisz do trenerów."
      contentWidth={900}
    >
      <QueryView query={contact}>
        {(c) => (
          <Section title="Kontakt z trenerami">
            {isEmpty(c) ? (
              <Typography color="text.secondary">Dane kontaktowe trenerów pojawią się wkrótce.</Typography>
            ) : (
              <ContactData contact={c} />
            )}
          </Section>
        )}
      </QueryView>
      <Section title="Napisz do trenerów">
        <RequestForm />
      </Section>
    </Page>
  );
}
