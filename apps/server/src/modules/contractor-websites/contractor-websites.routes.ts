import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContractorWebsite,
  IdParam,
  MyWebsiteResponse,
  POINTS_ROLES,
  PublicWebsiteListResponse,
  PublicWebsiteQuery,
  RejectWebsiteBody,
  WebsiteBody,
  WebsiteListQuery,
  WebsiteListResponse,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { Deps } from '../../deps';
import * as service from './contractor-websites.service';

const tags = ['Contractor websites'];
const admin = { access: ACCESS.admin('members') };
/** Contractors (USER, CONTRACTOR, ARCHITECT) publish cards; DTH and RDS do not. */
const contractor = { access: ACCESS.customer(POINTS_ROLES) };

/** The contractor's own business card, under /api/users. */
export function myWebsiteRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me/website',
      {
        config: contractor,
        schema: {
          tags,
          summary: 'Moja wizytówka (null, jeśli jeszcze jej nie ma)',
          response: { 200: MyWebsiteResponse },
        },
      },
      async (req) => ({ website: await service.myWebsite(deps.db, authOf(req).userId) }),
    );

    app.put(
      '/api/users/me/website',
      {
        config: contractor,
        schema: {
          tags,
          summary: 'Zapisuje moją wizytówkę (każda zmiana wymaga ponownej akceptacji)',
          body: WebsiteBody,
          response: { 200: ContractorWebsite },
        },
      },
      (req) => service.saveMyWebsite(deps.db, authOf(req).userId, req.body),
    );
  };
}

/** Admin review of business cards and the public list of approved ones, under /api/contractor-websites. */
export function contractorWebsitesRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/contractor-websites/public',
      {
        config: { access: ACCESS.public },
        schema: {
          tags,
          summary: 'Opublikowane (zaakceptowane) wizytówki wykonawców',
          querystring: PublicWebsiteQuery,
          response: { 200: PublicWebsiteListResponse },
        },
      },
      (req) => service.publicWebsites(deps.db, req.query),
    );

    app.get(
      '/api/contractor-websites',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wizytówki wykonawców (filtr statusu, stronicowanie)',
          querystring: WebsiteListQuery,
          response: { 200: WebsiteListResponse },
        },
      },
      (req) => service.listWebsites(deps.db, req.query),
    );

    app.get(
      '/api/contractor-websites/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Wizytówka',
          params: IdParam,
          response: { 200: ContractorWebsite, ...errorResponses(404) },
        },
      },
      (req) => service.websiteById(deps.db, req.params.id),
    );

    app.patch(
      '/api/contractor-websites/:id/approve',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Akceptuje (publikuje) wizytówkę',
          params: IdParam,
          response: { 200: ContractorWebsite, ...errorResponses(404) },
        },
      },
      (req) => service.review(deps.db, req.params.id, authOf(req).userId, { status: 'APPROVED' }),
    );

    app.patch(
      '/api/contractor-websites/:id/reject',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Odrzuca wizytówkę z podanym powodem',
          params: IdParam,
          body: RejectWebsiteBody,
          response: { 200: ContractorWebsite, ...errorResponses(404) },
        },
      },
      (req) => service.review(deps.db, req.params.id, authOf(req).userId, { status: 'REJECTED', reason: req.body.reason }),
    );
  };
}
