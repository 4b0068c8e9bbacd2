import type { ReactNode } from 'react';
import { AuthCard } from '../../../components/layout/AuthCard';
import { RouterLink } from '../../../components/layout/RouterLink';
import { paths } from '../../../config/paths';

/** The back office's two password pages: asking for a link, and setting the new password. */
const PAGES = {
  remind: {
    title: paths.admin.remindPassword.title,
    lead: 'Wpisz e-mail konta administratora. Wyślemy na niego link do ustawienia nowego hasła.',
  },
  reset: { title: paths.admin.resetPassword.title, lead: 'Wpisz nowe hasło do konta administratora.' },
} as const;

/** The card of an admin password page, with the way back to the admin sign-in. */
export function AdminPasswordCard({ page, children }: { page: keyof typeof PAGES; children: ReactNode }) {
  return (
    <AuthCard {...PAGES[page]} footer={<RouterLink to={paths.admin.login.path}>Wróć do logowania</RouterLink>}>
      {children}
    </AuthCard>
  );
}
