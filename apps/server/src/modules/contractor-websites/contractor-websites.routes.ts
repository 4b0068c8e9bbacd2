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
import { ok, spec } from '../../lib/route';
import type { Deps } from '../../deps';
import * as service from './contractor-websites.service';

const tags = ['Contractor websites'];
const admin = { access: ACCESS.admin('members') };
/** Contractors (USER, CONTRACTOR, ARCHITECT) publish cards; DTH and RDS do not. */
const contractor = { access: ACCESS.customer(POINTS_ROLES) };

/** The contractor's own business card, under /api/users. */
export function myWebsiteRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getUsersMeWebsite = spec(contractor, tags, ok(MyWebsiteResponse), { summary: 'Moja wizytówka (null, jeśli jeszcze jej nie ma)' });
    app.get('/api/users/me/website', getUsersMeWebsite, async (req) => ({ website: await service.myWebsite(deps.db, authOf(req).userId) }));

    const putUsersMeWebsite = spec(contractor, tags, ok(ContractorWebsite), {
      summary: 'Zapisuje moją wizytówkę (każda zmiana wymaga ponownej akceptacji)',
      body: WebsiteBody,
    });
    app.put('/api/users/me/website', putUsersMeWebsite, (req) => service.saveMyWebsite(deps.db, authOf(req).userId, req.body));
  };
}

/** Admin review of business cards and the public list of approved ones, under /api/contractor-websites. */
export function contractorWebsitesRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getContractorWebsitesPublic = spec({ access: ACCESS.public }, tags, ok(PublicWebsiteListResponse), {
      summary: 'Opublikowane (zaakceptowane) wizytówki wykonawców',
      querystring: PublicWebsiteQuery,
    });
    app.get('/api/contractor-websites/public', getContractorWebsitesPublic, (req) => service.publicWebsites(deps.db, req.query));

    const getContractorWebsites = spec(admin, tags, ok(WebsiteListResponse), {
      summary: 'Wizytówki wykonawców (filtr statusu, stronicowanie)',
      querystring: WebsiteListQuery,
    });
    app.get('/api/contractor-websites', getContractorWebsites, (req) => service.listWebsites(deps.db, req.query));

    const getContractorWebsitesById = spec(admin, tags, ok(ContractorWebsite, 404), { summary: 'Wizytówka', params: IdParam });
    app.get('/api/contractor-websites/:id', getContractorWebsitesById, (req) => service.websiteById(deps.db, req.params.id));

    const patchContractorWebsitesByIdApprove = spec(admin, tags, ok(ContractorWebsite, 404), {
      summary: 'Akceptuje (publikuje) wizytówkę',
      params: IdParam,
    });
    app.patch('/api/contractor-websites/:id/approve', patchContractorWebsitesByIdApprove, (req) =>
      service.review(deps.db, req.params.id, authOf(req).userId, { status: 'APPROVED' }),
    );

    const patchContractorWebsitesByIdReject = spec(admin, tags, ok(ContractorWebsite, 404), {
      summary: 'Odrzuca wizytówkę z podanym powodem',
      params: IdParam,
      body: RejectWebsiteBody,
    });
    app.patch('/api/contractor-websites/:id/reject', patchContractorWebsitesByIdReject, (req) =>
      service.review(deps.db, req.params.id, authOf(req).userId, { status: 'REJECTED', reason: req.body.reason }),
    );
  };
}
