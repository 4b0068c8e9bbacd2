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
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as auth from './auth.service';

const tags = ['Auth'];

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
      ip: req.ip,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    });

    app.post(
      '/api/auth/signin',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary:
            'Logowanie (isAdmin: true — panel administracyjny); konto z logowaniem dwuetapowym dostaje zamiast tokenu wyzwanie (twoFactorRequired)',
          body: SignInBody,
          response: { 200: SignInAnswer, ...errorResponses(401, 403, 429) },
        },
      },
      (req) => auth.signIn(deps, req.body, meta(req)),
    );

    app.post(
      '/api/auth/signin/two-factor',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Drugi krok logowania do panelu: wyzwanie z pierwszego kroku i kod z aplikacji albo kod odzyskiwania',
          body: SignInTwoFactorBody,
          response: { 200: SignInResponse, ...errorResponses(401, 403, 429) },
        },
      },
      (req) => auth.signInTwoFactor(deps, req.body, meta(req)),
    );

    app.get(
      '/api/auth/logout',
      {
        config: { access: ACCESS.signedIn },
        schema: { tags, summary: 'Wylogowanie: unieważnia token', response: { 200: MessageResponse } },
      },
      (req) => auth.logout(deps, authOf(req)),
    );

    app.post(
      '/api/auth/signup',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Rejestracja: konto NOT_ACTIVE do kliknięcia linku z e-maila',
          body: SignUpBody,
          response: { 201: MessageResponse, ...errorResponses(409, 429) },
        },
      },
      async (req, reply) => reply.status(201).send(await auth.signUp(deps, req.body, meta(req))),
    );

    app.post(
      '/api/auth/activate',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Aktywacja konta linkiem z e-maila',
          body: ActivateBody,
          response: { 200: MessageResponse },
        },
      },
      (req) => auth.activate(deps, req.body),
    );

    app.post(
      '/api/auth/resend-activation',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Wysyła nowy link aktywacyjny kontu, które czeka na aktywację (ta sama odpowiedź, gdy takiego konta nie ma)',
          body: ResendActivationBody,
          response: { 200: MessageResponse, ...errorResponses(429) },
        },
      },
      (req) => auth.resendActivation(deps, req.body, meta(req)),
    );

    app.post(
      '/api/auth/reset-password/init',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Wysyła link do ustawienia nowego hasła (ta sama odpowiedź, gdy konta nie ma)',
          body: ResetInitBody,
          response: { 200: MessageResponse, ...errorResponses(429) },
        },
      },
      (req) => auth.initReset(deps, req.body, meta(req)),
    );

    app.post(
      '/api/auth/reset-password/confirm',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Ustawia nowe hasło jednorazowym linkiem',
          querystring: ResetConfirmQuery,
          body: ResetConfirmBody,
          response: { 200: MessageResponse },
        },
      },
      (req) => auth.confirmReset(deps, req.query, req.body),
    );

    app.post(
      '/api/auth/change-password',
      {
        config: { access: ACCESS.signedIn, beforeRegulations: true },
        schema: {
          tags,
          summary: 'Zmiana hasła (wymaga obecnego); unieważnia pozostałe tokeny',
          body: ChangePasswordBody,
          response: { 200: MessageResponse, ...errorResponses(429) },
        },
      },
      (req) => auth.changePassword(deps, authOf(req), req.body),
    );
  };
}
