import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivateBody,
  ChangePasswordBody,
  MessageResponse,
  ResendActivationBody,
  ResetConfirmBody,
  ResetConfirmQuery,
  ResetInitBody,
  SignInAnswer,
  SignInBody,
  SignInResponse,
  SignInTwoFactorBody,
  SignUpBody,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { created, ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import * as auth from './auth.service';

const tags = ['Auth'];

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
      ip: req.ip,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    });

    const postAuthSignin = spec({ access: ACCESS.public }, tags, ok(SignInAnswer, 401, 403, 429), {
      summary:
        'Logowanie (isAdmin: true — panel administracyjny); konto z logowaniem dwuetapowym dostaje zamiast tokenu wyzwanie (twoFactorRequired)',
      body: SignInBody,
    });
    app.post('/api/auth/signin', postAuthSignin, (req) => auth.signIn(deps, req.body, meta(req)));

    const postAuthSigninTwoFactor = spec({ access: ACCESS.public }, tags, ok(SignInResponse, 401, 403, 429), {
      summary: 'Drugi krok logowania do panelu: wyzwanie z pierwszego kroku i kod z aplikacji albo kod odzyskiwania',
      body: SignInTwoFactorBody,
    });
    app.post('/api/auth/signin/two-factor', postAuthSigninTwoFactor, (req) => auth.signInTwoFactor(deps, req.body, meta(req)));

    const getAuthLogout = spec({ access: ACCESS.signedIn }, tags, ok(MessageResponse), { summary: 'Wylogowanie: unieważnia token' });
    app.get('/api/auth/logout', getAuthLogout, (req) => auth.logout(deps, authOf(req)));

    const postAuthSignup = spec({ access: ACCESS.public }, tags, created(MessageResponse, 409, 429), {
      summary: 'Rejestracja: konto NOT_ACTIVE do kliknięcia linku z e-maila',
      body: SignUpBody,
    });
    app.post('/api/auth/signup', postAuthSignup, async (req, reply) =>
      reply.status(201).send(await auth.signUp(deps, req.body, meta(req))),
    );

    const postAuthActivate = spec({ access: ACCESS.public }, tags, ok(MessageResponse), {
      summary: 'Aktywacja konta linkiem z e-maila',
      body: ActivateBody,
    });
    app.post('/api/auth/activate', postAuthActivate, (req) => auth.activate(deps, req.body));

    const postAuthResendActivation = spec({ access: ACCESS.public }, tags, ok(MessageResponse, 429), {
      summary: 'Wysyła nowy link aktywacyjny kontu, które czeka na aktywację (ta sama odpowiedź, gdy takiego konta nie ma)',
      body: ResendActivationBody,
    });
    app.post('/api/auth/resend-activation', postAuthResendActivation, (req) => auth.resendActivation(deps, req.body, meta(req)));

    const postAuthResetPasswordInit = spec({ access: ACCESS.public }, tags, ok(MessageResponse, 429), {
      summary: 'Wysyła link do ustawienia nowego hasła (ta sama odpowiedź, gdy konta nie ma)',
      body: ResetInitBody,
    });
    app.post('/api/auth/reset-password/init', postAuthResetPasswordInit, (req) => auth.initReset(deps, req.body, meta(req)));

    const postAuthResetPasswordConfirm = spec({ access: ACCESS.public }, tags, ok(MessageResponse), {
      summary: 'Ustawia nowe hasło jednorazowym linkiem',
      querystring: ResetConfirmQuery,
      body: ResetConfirmBody,
    });
    app.post('/api/auth/reset-password/confirm', postAuthResetPasswordConfirm, (req) => auth.confirmReset(deps, req.query, req.body));

    const postAuthChangePassword = spec({ access: ACCESS.signedIn, beforeRegulations: true }, tags, ok(MessageResponse, 429), {
      summary: 'Zmiana hasła (wymaga obecnego); unieważnia pozostałe tokeny',
      body: ChangePasswordBody,
    });
    app.post('/api/auth/change-password', postAuthChangePassword, (req) => auth.changePassword(deps, authOf(req), req.body));
  };
}
