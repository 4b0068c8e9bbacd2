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
import { errorResponses } from '../../lib/route-schema';
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
    app.get(
      '/api/staff/me/two-factor',
      {
        config: own,
        schema: {
          tags,
          summary: 'Czy moje logowanie dwuetapowe jest włączone (i ile kodów odzyskiwania zostało)',
          response: { 200: TwoFactorStatus },
        },
      },
      (req) => twoFactorStatus(deps, authOf(req)),
    );

    app.post(
      '/api/staff/me/two-factor/start',
      {
        config: own,
        schema: {
          tags,
          summary: 'Nowy sekret TOTP (oczekuje na potwierdzenie kodem): adres otpauth://, kod QR (PNG) i sekret do wpisania ręcznie',
          response: { 200: TwoFactorSetup, ...errorResponses(409) },
        },
      },
      (req) => startEnrolment(deps, authOf(req)),
    );

    app.post(
      '/api/staff/me/two-factor/confirm',
      {
        config: own,
        schema: {
          tags,
          summary: 'Potwierdza sekret pierwszym kodem z aplikacji; odpowiedź zawiera 10 jednorazowych kodów odzyskiwania (jedyny raz)',
          body: TwoFactorConfirmBody,
          response: { 200: TwoFactorConfirmResponse, ...errorResponses(409, 429) },
        },
      },
      (req) => confirmEnrolment(deps, authOf(req), req.body),
    );

    app.delete(
      '/api/staff/me/two-factor',
      {
        config: own,
        schema: {
          tags,
          summary: 'Wyłącza logowanie dwuetapowe (obecne hasło albo kod); niedozwolone, gdy ustawienia wymagają go od Administratora',
          body: TwoFactorDisableBody,
          response: { 200: MessageResponse, ...errorResponses(409, 429) },
        },
      },
      (req) => disableTwoFactor(deps, authOf(req), req.body),
    );

    app.post(
      '/api/staff/:id/two-factor/reset',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Administrator: usuwa drugi składnik innej osoby (sekret, kody odzyskiwania) i kończy jej sesje',
          params: StaffIdParams,
          response: { 200: MessageResponse, ...errorResponses(404, 409) },
        },
      },
      (req) => resetTwoFactor(deps, authOf(req), req.params.id),
    );
  };
}
