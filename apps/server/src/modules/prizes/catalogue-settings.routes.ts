import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignCategoryBody,
  CharacteristicBody,
  CharacteristicPatch,
  Converter,
  ConverterBody,
  IdParam,
  MessageResponse,
  PartnerShop,
  PartnerShopBody,
  PrizeCharacteristic,
  PrizeThreshold,
  PrizeThresholdBody,
  SERVER_MESSAGES,
  UpdatedResponse,
  PRIZE_MESSAGES,
} from '@klub/contracts';
import { ACCESS } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import type { PrizesService } from './prizes.service';
import type { CatalogueReader } from './catalogue';

const tags = ['Prizes'];
const admin = { access: ACCESS.admin('orders') };
const signedIn = { access: ACCESS.signedIn };

/**
 * The catalogue's settings, registered by `prizesRoutes` on the same cache and service: the PLN
 * converter (and recalculating prices), category assignment, points thresholds, characteristics
 * and partner shops — `/api/prizes/converter`, `/convert-prizes`, `/assign-category`,
 * `/thresholds`, `/threshold[/:id]`, `/characteristic[/:id]`, `/partner-shops[/:id]`.
 */
export function registerCatalogueSettingsRoutes(app: Parameters<FastifyPluginAsyncZod>[0], svc: PrizesService, reader: CatalogueReader) {
  app.get(
    '/api/prizes/converter',
    {
      config: admin,
      schema: { tags, summary: 'Przelicznik: punkty za 1 zł', response: { 200: Converter } },
    },
    async () => ({ pointsPerPln: await svc.converter() }),
  );

  app.put(
    '/api/prizes/converter',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Zmienia przelicznik (ceny przelicza dopiero convert-prizes)',
        body: ConverterBody,
        response: { 200: Converter },
      },
    },
    async (req) => {
      await svc.setConverter(req.body);
      return { pointsPerPln: await svc.converter() };
    },
  );

  app.post(
    '/api/prizes/convert-prizes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Przelicza cenę w punktach każdej nagrody z ceną w zł: ceil(zł × przelicznik)',
        response: { 200: UpdatedResponse, ...errorResponses(400) },
      },
    },
    async () => {
      const updated = await svc.convertPrizes();
      return { updated, message: PRIZE_MESSAGES.recalculated(updated) };
    },
  );

  app.patch(
    '/api/prizes/assign-category',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Przypisuje wybrane nagrody do grupy',
        body: AssignCategoryBody,
        response: { 200: UpdatedResponse },
      },
    },
    async (req) => {
      const updated = await svc.assignCategory(req.body);
      return { updated, message: PRIZE_MESSAGES.assigned(updated) };
    },
  );

  // ---- thresholds ----
  app.get(
    '/api/prizes/thresholds',
    {
      config: signedIn,
      schema: { tags, summary: 'Progi punktowe', response: { 200: z.array(PrizeThreshold) } },
    },
    () => reader.thresholds(),
  );

  app.post(
    '/api/prizes/threshold',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Dodaje próg punktowy',
        body: PrizeThresholdBody,
        response: { 201: PrizeThreshold },
      },
    },
    async (req, reply) => reply.status(201).send(await svc.createThreshold(req.body)),
  );

  app.patch(
    '/api/prizes/threshold/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Zmienia próg punktowy',
        params: IdParam,
        body: PrizeThresholdBody,
        response: { 200: PrizeThreshold, ...errorResponses(404) },
      },
    },
    (req) => svc.updateThreshold(req.params.id, req.body),
  );

  app.delete(
    '/api/prizes/threshold/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Usuwa próg punktowy',
        params: IdParam,
        response: { 200: MessageResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      await svc.deleteThreshold(req.params.id);
      return { message: SERVER_MESSAGES.deleted };
    },
  );

  // ---- characteristics (variants) ----
  app.post(
    '/api/prizes/characteristic',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Dodaje wariant nagrody (np. rozmiar XL)',
        body: CharacteristicBody,
        response: { 201: PrizeCharacteristic, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.status(201).send(await svc.addCharacteristic(req.body)),
  );

  app.patch(
    '/api/prizes/characteristic/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Zmienia wariant nagrody',
        params: IdParam,
        body: CharacteristicPatch,
        response: { 200: PrizeCharacteristic, ...errorResponses(404) },
      },
    },
    (req) => svc.updateCharacteristic(req.params.id, req.body),
  );

  app.delete(
    '/api/prizes/characteristic/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Usuwa wariant nagrody (koszyki z nim tracą tę pozycję; zamówienia mają kopię)',
        params: IdParam,
        response: { 200: MessageResponse, ...errorResponses(404) },
      },
    },
    async (req) => {
      await svc.deleteCharacteristic(req.params.id);
      return { message: SERVER_MESSAGES.deleted };
    },
  );

  // ---- partner shops ----
  app.get(
    '/api/prizes/partner-shops',
    {
      config: admin,
      schema: { tags, summary: 'Sklepy partnerskie', response: { 200: z.array(PartnerShop) } },
    },
    () => svc.listShops(),
  );

  app.post(
    '/api/prizes/partner-shops',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Dodaje sklep partnerski (shopNumber unikalny)',
        body: PartnerShopBody,
        response: { 201: PartnerShop, ...errorResponses(409) },
      },
    },
    async (req, reply) => {
      const id = await svc.createShop(req.body);
      return reply.status(201).send((await svc.listShops()).find((s) => s.id === id)!);
    },
  );

  app.patch(
    '/api/prizes/partner-shops/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Zmienia sklep partnerski',
        params: IdParam,
        body: PartnerShopBody,
        response: { 200: PartnerShop, ...errorResponses(404, 409) },
      },
    },
    async (req) => {
      await svc.updateShop(req.params.id, req.body);
      return (await svc.listShops()).find((s) => s.id === req.params.id)!;
    },
  );

  app.delete(
    '/api/prizes/partner-shops/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Usuwa sklep partnerski bez produktów',
        params: IdParam,
        response: { 200: MessageResponse, ...errorResponses(404, 409) },
      },
    },
    async (req) => {
      await svc.deleteShop(req.params.id);
      return { message: SERVER_MESSAGES.deleted };
    },
  );
}
