import { z } from 'zod';
import { email, idNumber, password, text } from './common';
import type { MailText } from './documents';

/**
 * Staff accounts of the back office (`/admin/settings/staff`, `/api/staff`) and their roles.
 *
 * A role is a set of permissions over the back-office areas: for each area, `write` (everything),
 * `read` (GET only) or nothing. Every admin route declares its area beside its access rule; the
 * server answers another role 403 with STAFF_MESSAGES.forbiddenArea, and the web shows only the
 * areas a role has (sidebar, dashboard). The one table is here, for both.
 */
export const STAFF_ROLES = {
  ADMINISTRATOR: 'Administrator',
  PROGRAM: 'Program',
  ORDERS: 'Zamówienia',
  CONTENT: 'Treści',
  MESSAGES: 'Wiadomości',
  ANALYST: 'Analityk',
} as const;
export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_CODES = Object.keys(STAFF_ROLES) as [StaffRole, ...StaffRole[]];

/** What each role is for, as the staff screen explains it. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  ADMINISTRATOR: 'Wszystko, także administratorzy, ustawienia i klucze API',
  PROGRAM: 'Uczestnicy, kody i punkty, weryfikacja kodów, akcje punktowe, premium i gold, regiony, dystrybutorzy',
  ORDERS: 'Zamówienia i nagrody; podgląd uczestników',
  CONTENT: 'Aktualności, artykuły, teksty, banery, FAQ, listy, zdjęcia stron, regulaminy, szkolenia, galerie, filmy, konkursy',
  MESSAGES: 'Wiadomości, mailingi i SMS',
  ANALYST: 'Statystyki i eksporty (tylko podgląd)',
};

/**
 * The back-office areas. `dashboard`: the start page, which every staff member sees (it shows only
 * the tiles of their areas).
 */
export const ADMIN_AREAS = {
  dashboard: 'Pulpit',
  staff: 'Administratorzy',
  settings: 'Ustawienia i klucze API',
  members: 'Uczestnicy',
  program: 'Kody i punkty, weryfikacja kodów, akcje punktowe, premium i gold, regiony, dystrybutorzy',
  orders: 'Zamówienia i nagrody',
  content: 'Treści',
  messages: 'Wiadomości, mailingi i SMS',
  stats: 'Statystyki i eksporty',
} as const;
export type AdminArea = keyof typeof ADMIN_AREAS;
export const ADMIN_AREA_CODES = Object.keys(ADMIN_AREAS) as [AdminArea, ...AdminArea[]];

export type AreaPermission = 'write' | 'read';

/** The role table (docs/security.md repeats it). An area missing from a role: no access. */
export const STAFF_PERMISSIONS: Record<StaffRole, Partial<Record<AdminArea, AreaPermission>>> = {
  ADMINISTRATOR: {
    dashboard: 'write',
    staff: 'write',
    settings: 'write',
    members: 'write',
    program: 'write',
    orders: 'write',
    content: 'write',
    messages: 'write',
    stats: 'write',
  },
  PROGRAM: { dashboard: 'write', members: 'write', program: 'write' },
  ORDERS: { dashboard: 'write', orders: 'write', members: 'read' },
  CONTENT: { dashboard: 'write', content: 'write' },
  MESSAGES: { dashboard: 'write', messages: 'write' },
  ANALYST: { dashboard: 'read', stats: 'read' },
};

/** May `role` do `method` in `area`? Read access allows GET and HEAD only. Unknown role: nothing. */
export function staffMay(role: StaffRole | null | undefined, area: AdminArea, method: string): boolean {
  if (!role) return false;
  const permission = STAFF_PERMISSIONS[role]?.[area];
  if (permission === 'write') return true;
  if (permission === 'read') return method === 'GET' || method === 'HEAD';
  return false;
}

/** May `role` see `area` at all (the sidebar and the dashboard's tiles)? */
export const staffSees = (role: StaffRole | null | undefined, area: AdminArea): boolean => staffMay(role, area, 'GET');

/** An invitation link is valid this long, once. */
export const STAFF_INVITE_TTL_HOURS = 48;

export const STAFF_MESSAGES = {
  forbiddenArea: (areaLabel: string) => `Twoja rola nie ma dostępu do obszaru: ${areaLabel}`,
  notFound: 'Nie ma takiego administratora',
  emailTaken: 'Ten adres e-mail ma już konto w Klubie',
  lastAdministrator: 'To ostatni aktywny administrator z pełnymi uprawnieniami: nie można go dezaktywować ani zmienić jego roli',
  notYourself: 'Nie możesz dezaktywować własnego konta',
  alreadyDeactivated: 'To konto jest już nieaktywne',
  alreadyActive: 'To konto jest już aktywne',
  unknownRole: 'Wybierz rolę z listy',
  inviteInvalid: 'Link zaproszenia jest nieprawidłowy, wygasł albo został już użyty',
  deactivated: 'To konto administratora zostało dezaktywowane',
  invited: 'Zaproszenie zostało wysłane',
  sessionNotFound: 'Nie ma takiej sesji',
  sessionEnded: 'Sesja została zakończona',
  inviteAccepted: 'Hasło zostało ustawione. Możesz się zalogować',
  invitationResent: 'Wysłano nowy link zaproszenia; poprzednie linki przestały działać',
  invitationNotPending: 'To konto ma już ustawione hasło: zaproszenie nie jest potrzebne',
} as const;

/** The invitation e-mail (POST /api/staff and its re-send): the link sets the password, once, within 48 h. */
export const STAFF_MAIL_TEXTS = {
  invite: (firstname: string, roleLabel: string, link: string): MailText => ({
    subject: 'Klub — zaproszenie do panelu administracyjnego',
    text:
      `Cześć ${firstname},\n\nzaproszono Cię do panelu administracyjnego Klubu z rolą: ${roleLabel}. ` +
      `Aby przyjąć zaproszenie, ustaw swoje hasło:\n${link}\n\n` +
      `Link jest ważny ${STAFF_INVITE_TTL_HOURS} godzin i działa tylko raz. Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.\n\nZespół Klubu`,
  }),
} as const;

export const StaffRoleCode = z.enum(STAFF_ROLE_CODES, { error: STAFF_MESSAGES.unknownRole });

/** A staff account as the list and the details show it. */
export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  staffRole: StaffRoleCode,
  /** false: deactivated (deactivatedAt says when). */
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
  /** Invited, and the password not set yet. */
  invitationPending: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ items: z.array(StaffMember) });
export type StaffList = z.infer<typeof StaffList>;

/** POST /api/staff: creates the account and e-mails the invitation link. */
export const StaffInviteBody = z.strictObject({
  email,
  firstname: text(60),
  lastname: text(60),
  staffRole: StaffRoleCode,
});
export type StaffInviteBody = z.input<typeof StaffInviteBody>;

/** PATCH /api/staff/{id}: name and role. */
export const StaffPatchBody = z.strictObject({
  firstname: text(60).optional(),
  lastname: text(60).optional(),
  staffRole: StaffRoleCode.optional(),
});
export type StaffPatchBody = z.input<typeof StaffPatchBody>;

export const StaffIdParams = z.object({ id: idNumber });

const sessionId = z.uuid({ error: STAFF_MESSAGES.sessionNotFound });
/** DELETE /api/staff/me/sessions/{sessionId}. */
export const OwnSessionParams = z.object({ sessionId });
/** DELETE /api/staff/{id}/sessions/{sessionId}. */
export const StaffSessionParams = z.object({ id: idNumber, sessionId });

/** POST /api/staff/invitations/accept (public): the link's token and the new password. */
export const StaffInviteAcceptBody = z.strictObject({
  token: z.string().min(1).max(200),
  password,
});
export type StaffInviteAcceptBody = z.input<typeof StaffInviteAcceptBody>;

/** One active session of a staff member (GET /api/staff/me/sessions, /api/staff/{id}/sessions). */
export const StaffSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request is made with. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSession>;
export const StaffSessionList = z.object({ items: z.array(StaffSession) });
export type StaffSessionList = z.infer<typeof StaffSessionList>;
