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
import { created, ok, spec, withMessage } from '../../lib/route';
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
  const getPrizesConverter = spec(admin, tags, ok(Converter), { summary: 'Przelicznik: punkty za 1 zł' });
  app.get('/api/prizes/converter', getPrizesConverter, async () => ({
    pointsPerPln: await svc.converter(),
  }));

  const putPrizesConverter = spec(admin, tags, ok(Converter), {
    summary: 'Zmienia przelicznik (ceny przelicza dopiero convert-prizes)',
    body: ConverterBody,
  });
  app.put('/api/prizes/converter', putPrizesConverter, async (req) => {
    await svc.setConverter(req.body);
    return { pointsPerPln: await svc.converter() };
  });

  const postPrizesConvertPrizes = spec(admin, tags, ok(UpdatedResponse, 400), {
    summary: 'Przelicza cenę w punktach każdej nagrody z ceną w zł: ceil(zł × przelicznik)',
  });
  app.post('/api/prizes/convert-prizes', postPrizesConvertPrizes, async () => {
    const updated = await svc.convertPrizes();
    return { updated, message: PRIZE_MESSAGES.recalculated(updated) };
  });

  const patchPrizesAssignCategory = spec(admin, tags, ok(UpdatedResponse), {
    summary: 'Przypisuje wybrane nagrody do grupy',
    body: AssignCategoryBody,
  });
  app.patch('/api/prizes/assign-category', patchPrizesAssignCategory, async (req) => {
    const updated = await svc.assignCategory(req.body);
    return { updated, message: PRIZE_MESSAGES.assigned(updated) };
  });

  // ---- thresholds ----
  const getPrizesThresholds = spec(signedIn, tags, ok(z.array(PrizeThreshold)), { summary: 'Progi punktowe' });
  app.get('/api/prizes/thresholds', getPrizesThresholds, () => reader.thresholds());

  const postPrizesThreshold = spec(admin, tags, created(PrizeThreshold), { summary: 'Dodaje próg punktowy', body: PrizeThresholdBody });
  app.post('/api/prizes/threshold', postPrizesThreshold, async (req, reply) => reply.status(201).send(await svc.createThreshold(req.body)));

  const patchPrizesThresholdById = spec(admin, tags, ok(PrizeThreshold, 404), {
    summary: 'Zmienia próg punktowy',
    params: IdParam,
    body: PrizeThresholdBody,
  });
  app.patch('/api/prizes/threshold/:id', patchPrizesThresholdById, (req) => svc.updateThreshold(req.params.id, req.body));

  const deletePrizesThresholdById = spec(admin, tags, ok(MessageResponse, 404), { summary: 'Usuwa próg punktowy', params: IdParam });
  app.delete('/api/prizes/threshold/:id', deletePrizesThresholdById, async (req) =>
    withMessage(svc.deleteThreshold(req.params.id), SERVER_MESSAGES.deleted),
  );

  // ---- characteristics (variants) ----
  const postPrizesCharacteristic = spec(admin, tags, created(PrizeCharacteristic, 409), {
    summary: 'Dodaje wariant nagrody (np. rozmiar XL)',
    body: CharacteristicBody,
  });
  app.post('/api/prizes/characteristic', postPrizesCharacteristic, async (req, reply) =>
    reply.status(201).send(await svc.addCharacteristic(req.body)),
  );

  const patchPrizesCharacteristicById = spec(admin, tags, ok(PrizeCharacteristic, 404), {
    summary: 'Zmienia wariant nagrody',
    params: IdParam,
    body: CharacteristicPatch,
  });
  app.patch('/api/prizes/characteristic/:id', patchPrizesCharacteristicById, (req) => svc.updateCharacteristic(req.params.id, req.body));

  const deletePrizesCharacteristicById = spec(admin, tags, ok(MessageResponse, 404), {
    summary: 'Usuwa wariant nagrody (koszyki z nim tracą tę pozycję; zamówienia mają kopię)',
    params: IdParam,
  });
  app.delete('/api/prizes/characteristic/:id', deletePrizesCharacteristicById, async (req) =>
    withMessage(svc.deleteCharacteristic(req.params.id), SERVER_MESSAGES.deleted),
  );

  // ---- partner shops ----
  const getPrizesPartnerShops = spec(admin, tags, ok(z.array(PartnerShop)), { summary: 'Sklepy partnerskie' });
  app.get('/api/prizes/partner-shops', getPrizesPartnerShops, () => svc.listShops());

  const postPrizesPartnerShops = spec(admin, tags, created(PartnerShop, 409), {
    summary: 'Dodaje sklep partnerski (shopNumber unikalny)',
    body: PartnerShopBody,
  });
  app.post('/api/prizes/partner-shops', postPrizesPartnerShops, async (req, reply) => {
    const id = await svc.createShop(req.body);
    return reply.status(201).send((await svc.listShops()).find((s) => s.id === id)!);
  });

  const patchPrizesPartnerShopsById = spec(admin, tags, ok(PartnerShop, 404, 409), {
    summary: 'Zmienia sklep partnerski',
    params: IdParam,
    body: PartnerShopBody,
  });
  app.patch('/api/prizes/partner-shops/:id', patchPrizesPartnerShopsById, async (req) => {
    await svc.updateShop(req.params.id, req.body);
    return (await svc.listShops()).find((s) => s.id === req.params.id)!;
  });

  const deletePrizesPartnerShopsById = spec(admin, tags, ok(MessageResponse, 404, 409), {
    summary: 'Usuwa sklep partnerski bez produktów',
    params: IdParam,
  });
  app.delete('/api/prizes/partner-shops/:id', deletePrizesPartnerShopsById, async (req) =>
    withMessage(svc.deleteShop(req.params.id), SERVER_MESSAGES.deleted),
  );
}
