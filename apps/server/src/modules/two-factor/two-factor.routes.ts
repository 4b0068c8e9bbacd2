import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageResponse,
  StaffIdParams,
  TwoFactorConfirmBody,
  TwoFactorConfirmResponse,
  TwoFactorDisableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import { confirmEnrolment, disableTwoFactor, resetTwoFactor, startEnrolment, twoFactorStatus } from './two-factor.service';

const tags = ['Staff'];
/** The staff member's own second factor: every back-office account, whatever its role. */
const own = { access: ACCESS.admin('own') };
/** Another's: the staff area (the Administrator role). */
const staff = { access: ACCESS.admin('staff') };

/** Two-factor sign-in of the back office: enrolment and reset (sign-in: modules/auth). */
export function twoFactorRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getStaffMeTwoFactor = spec(own, tags, ok(TwoFactorStatus), {
      summary: 'Czy moje logowanie dwuetapowe jest włączone (i ile kodów odzyskiwania zostało)',
    });
    app.get('/api/staff/me/two-factor', getStaffMeTwoFactor, (req) => twoFactorStatus(deps, authOf(req)));

    const postStaffMeTwoFactorStart = spec(own, tags, ok(TwoFactorSetup, 409), {
      summary: 'Nowy sekret TOTP (oczekuje na potwierdzenie kodem): adres otpauth://, kod QR (PNG) i sekret do wpisania ręcznie',
    });
    app.post('/api/staff/me/two-factor/start', postStaffMeTwoFactorStart, (req) => startEnrolment(deps, authOf(req)));

    const postStaffMeTwoFactorConfirm = spec(own, tags, ok(TwoFactorConfirmResponse, 409, 429), {
      summary: 'Potwierdza sekret pierwszym kodem z aplikacji; odpowiedź zawiera 10 jednorazowych kodów odzyskiwania (jedyny raz)',
      body: TwoFactorConfirmBody,
    });
    app.post('/api/staff/me/two-factor/confirm', postStaffMeTwoFactorConfirm, (req) => confirmEnrolment(deps, authOf(req), req.body));

    const deleteStaffMeTwoFactor = spec(own, tags, ok(MessageResponse, 409, 429), {
      summary: 'Wyłącza logowanie dwuetapowe (obecne hasło albo kod); niedozwolone, gdy ustawienia wymagają go od Administratora',
      body: TwoFactorDisableBody,
    });
    app.delete('/api/staff/me/two-factor', deleteStaffMeTwoFactor, (req) => disableTwoFactor(deps, authOf(req), req.body));

    const postStaffByIdTwoFactorReset = spec(staff, tags, ok(MessageResponse, 404, 409), {
      summary: 'Administrator: usuwa drugi składnik innej osoby (sekret, kody odzyskiwania) i kończy jej sesje',
      params: StaffIdParams,
    });
    app.post('/api/staff/:id/two-factor/reset', postStaffByIdTwoFactorReset, (req) => resetTwoFactor(deps, authOf(req), req.params.id));
  };
}
