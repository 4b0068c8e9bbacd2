import Box from '@mui/material/Box';
import { useState } from 'react';
import { RedeemBody, type MemberSummary } from '@klub/contracts';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { formatPoints } from '../../lib/format';
import { feedbackFromError, RedeemFeedbackAlert, type RedeemFeedback } from '../my-codes';
import { useRedeemForMember } from './api';
import { MemberHistory, useMemberHistoryList } from './MemberPanels';
import { MemberPicker } from './MemberPicker';

function InsertCodeForm({ member }: { member: MemberSummary }) {
  const redeem = useRedeemForMember();
  const [feedback, setFeedback] = useState<RedeemFeedback | null>(null);
  const form = useZodForm(RedeemBody, { defaultValues: { code: '' }, mode: 'onSubmit' });
  const onSubmit = form.handleSubmit((body) => {
    setFeedback(null);
    redeem.mutate(
      { userId: member.id, body },
      {
        onSuccess: (result) => {
          form.reset({ code: '' });
          setFeedback(
            result.alreadyRedeemed
              ? {
                  kind: 'info',
                  message: result.message,
                  detail: `${member.fullName}: ${result.packageName}. Saldo: ${formatPoints(result.balance)}.`,
                }
              : {
                  kind: 'success',
                  message: result.message,
                  detail: `${member.fullName}: ${result.packageName}, +${formatPoints(result.points)}. Saldo: ${formatPoints(result.balance)}.`,
                },
          );
        },
        onError: (error) => setFeedback(feedbackFromError(error)),
      },
    );
  });
  return (
    <Box component="form" noValidate aria-label="Wpisz kod za członka klubu" onSubmit={onSubmit}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
          <FormTextField
            control={form.control}
            name="code"
            label="Kod produktu"
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </Box>
        <SubmitButton pending={redeem.isPending} sx={{ mt: 0.5 }}>
          Wpisz kod
        </SubmitButton>
      </Box>
      <RedeemFeedbackAlert feedback={feedback} />
    </Box>
  );
}

/** /admin/codes/insert-code — "Wpisz kod": a code entered on behalf of a member, then their history. */
export default function InsertCodePage() {
  const [member, setMember] = useState<MemberSummary | null>(null);
  const history = useMemberHistoryList();
  const pick = (next: MemberSummary | null) => {
    setMember(next);
    // Another member's history starts at its first page.
    if (history.paging.skip > 0) history.paging.reset();
  };
  return (
    <Page title={paths.admin.codes.insertCode.title}>
      <Section title="Członek klubu i kod">
        <Box sx={{ maxWidth: 560, mb: 2 }}>
          <MemberPicker label="Członek klubu" value={member} onChange={pick} autoFocus />
        </Box>
        {member ? <InsertCodeForm key={member.id} member={member} /> : null}
      </Section>
      {member ? <MemberHistory key={member.id} userId={member.id} /> : null}
    </Page>
  );
}
