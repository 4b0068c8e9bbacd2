import Alert from '@mui/material/Alert';
import { useState } from 'react';
import type { TwoFactorChallenge } from '@klub/contracts';
import { AuthCard } from '../../../components/layout/AuthCard';
import { RouterLink } from '../../../components/layout/RouterLink';
import { paths } from '../../../config/paths';
import { SecondFactorStep } from '../../two-factor';
import { SignInForm } from '../SignInForm';

export default function AdminLoginPage() {
  // Set when the password was right and the account has a second factor: the code step.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AuthCard
      title={paths.admin.login.title}
      lead={
        challenge ? 'Logowanie dwuetapowe: wpisz kod z aplikacji uwierzytelniającej w telefonie.' : 'Zaloguj się kontem administratora.'
      }
      footer={<RouterLink to={paths.admin.remindPassword.path}>Nie pamiętasz hasła?</RouterLink>}
    >
      {challenge ? (
        <SecondFactorStep
          challenge={challenge}
          onRestart={(message) => {
            setChallenge(null);
            setNotice(message ?? null);
          }}
        />
      ) : (
        <>
          {notice ? (
            <Alert severity="info" sx={{ mb: 2.5 }}>
              {notice}
            </Alert>
          ) : null}
          <SignInForm
            space="admin"
            onTwoFactor={(next) => {
              setNotice(null);
              setChallenge(next);
            }}
          />
        </>
      )}
    </AuthCard>
  );
}
