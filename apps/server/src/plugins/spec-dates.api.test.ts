import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, TRAINING_MESSAGES } from '@klub/contracts';
import { type TestApp } from '../testing/test-app';
import { adminRequests, openAdminApp } from '../testing/admin-app';

/**
 * Plain days `yyyy-MM-dd` (spec §7 "Dates are sent as yyyy-MM-dd") beyond contests' (spec-calls):
 * a publication from a day's midnight in Poland, a banner's and a training's end and a training's
 * sign-up deadline to a day's last millisecond; a training's start needs its hour (issue 39).
 */

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const { get, send } = adminRequests(() => ({ t, admin }));
/** The answer's messages, each as `field: text`. */
const messages = (res: { json: () => { message: string | string[] } }) => ([] as string[]).concat(res.json().message).join('\n');

const training = (over: Record<string, unknown>) => ({
  title: 'Szkolenie z datami',
  body: '<p>Program</p>',
  startsAt: '2031-05-20T08:00:00.000Z',
  place: 'Kraków',
  capacity: 5,
  ...over,
});

describe('plain days in bodies (spec §7)', () => {
  it('news and articles: a publication day starts at its midnight in Poland (summer and winter time)', async () => {
    for (const [path, day, moment] of [
      ['/api/news', '2031-05-01', '2031-04-30T22:00:00.000Z'],
      ['/api/articles', '2031-01-15', '2031-01-14T23:00:00.000Z'],
    ] as const) {
      const made = await send('POST', path, { title: 'Z dniem publikacji', body: '<p>Treść</p>', publishAt: day });
      expect(made.statusCode, made.body).toBe(201);
      expect((await get(`${path}/${made.json().id}`)).json().publishAt).toBe(moment);
    }
    const bad = await send('POST', '/api/news', { title: 'Zła data', body: '<p>Treść</p>', publishAt: '1.05.2031' });
    expect([bad.statusCode, messages(bad)]).toEqual([400, `publishAt: ${CONTENT_MESSAGES.publishAt}`]);
    const impossible = await send('POST', '/api/news', { title: 'Zła data', body: '<p>Treść</p>', publishAt: '2031-02-30' });
    expect(impossible.statusCode).toBe(400);
  });

  it('a banner shows through its last day; an end day before the publication day is refused', async () => {
    const made = await send('POST', '/api/banners', {
      title: 'Baner',
      image: 'baner_1.webp',
      publishAt: '2031-05-01',
      endsAt: '2031-05-31',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await get(`/api/banners/${made.json().id}`)).json()).toMatchObject({
      publishAt: '2031-04-30T22:00:00.000Z',
      endsAt: '2031-05-31T21:59:59.999Z',
    });
    // One day: from its midnight to its end.
    expect(
      (await send('POST', '/api/banners', { title: 'B', image: 'baner_1.webp', publishAt: '2031-05-01', endsAt: '2031-05-01' })).statusCode,
    ).toBe(201);
    const backwards = await send('POST', '/api/banners', {
      title: 'B',
      image: 'baner_1.webp',
      publishAt: '2031-05-02',
      endsAt: '2031-05-01',
    });
    expect([backwards.statusCode, messages(backwards)]).toEqual([400, `endsAt: ${CONTENT_MESSAGES.bannerEnds}`]);
  });

  it('a training: its end and sign-up deadline may be days (to their end); its start needs the hour', async () => {
    const made = await send(
      'POST',
      '/api/trainings',
      training({ startsAt: '2031-05-20T06:00:00.000Z', endsAt: '2031-05-21', signupDeadline: '2031-05-18' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ endsAt: '2031-05-21T21:59:59.999Z', signupDeadline: '2031-05-18T21:59:59.999Z' });

    const dayStart = await send('POST', '/api/trainings', training({ startsAt: '2031-05-20' }));
    expect([dayStart.statusCode, messages(dayStart)]).toEqual([400, `startsAt: ${TRAINING_MESSAGES.startsAt}`]);
    // A deadline day that lasts past the start is refused by the rule between them.
    const late = await send('POST', '/api/trainings', training({ signupDeadline: '2031-05-20' }));
    expect([late.statusCode, messages(late)]).toEqual([400, `signupDeadline: ${TRAINING_MESSAGES.deadline}`]);
    const bad = await send('POST', '/api/trainings', training({ endsAt: '20.05.2031' }));
    expect([bad.statusCode, messages(bad)]).toEqual([400, `endsAt: ${TRAINING_MESSAGES.time}`]);
  });

  it('the OpenAPI document shows a day or a moment for each, a moment only for a training’s start', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    const formats = (schema: unknown): string[] =>
      schema && typeof schema === 'object'
        ? [
            ...('format' in schema && typeof schema.format === 'string' ? [schema.format] : []),
            ...Object.values(schema).flatMap((v) => (Array.isArray(v) ? v.flatMap(formats) : typeof v === 'object' ? formats(v) : [])),
          ]
        : [];
    const field = (path: string, name: string) =>
      [...new Set(formats(paths[path].post.requestBody.content['application/json'].schema.properties[name]))].sort();
    for (const [path, name] of [
      ['/api/news', 'publishAt'],
      ['/api/articles', 'publishAt'],
      ['/api/trainings', 'publishAt'],
      ['/api/banners', 'endsAt'],
      ['/api/trainings', 'endsAt'],
      ['/api/trainings', 'signupDeadline'],
    ] as const)
      expect(field(path, name), `${path} ${name}`).toEqual(['date', 'date-time']);
    expect(field('/api/trainings', 'startsAt')).toEqual(['date-time']);
  });
});
