import { banners } from '@klub/db';
import { bearer } from '../../testing/test-app';
import { multipartBody, PDF_DOC, PNG_1PX } from '../../testing/multipart';
import type { Sample, WalkContext } from './audit-walk.test-types';
import { makeMembers } from '../../testing/fixtures';

/**
 * A new member who accepted the regulations the walk published (a member's first write is refused
 * until they do), for samples that need something a member made.
 */
async function memberWhoAccepted(c: WalkContext, prefix: string) {
  const [member] = await makeMembers(c.t, 1, { prefix });
  const current = await c.t.app.inject({ method: 'GET', url: '/api/regulations/current', headers: bearer(member!.token) });
  if (current.statusCode === 200) {
    const id = current.json().id as number;
    await c.t.app.inject({ method: 'POST', url: `/api/regulations/${id}/accept`, headers: bearer(member!.token) });
  }
  return member!;
}

/** The audit walk's samples of the content routes (audit-walk.test-data.ts spreads them in, in this order). */
export const CONTENT_SAMPLES: Record<string, Sample> = {
  // ---- FAQ ----
  'POST /api/faq/groups': { request: () => ({ url: '/api/faq/groups', payload: { name: 'Grupa audytu' } }), made: 'faqGroup' },
  'PATCH /api/faq/groups/:id': {
    request: (c) => ({ url: `/api/faq/groups/${c.ids.faqGroup}`, payload: { name: 'Grupa audytu 2', pos: 3 } }),
  },
  'POST /api/faq': {
    request: (c) => ({ url: '/api/faq', payload: { groupId: c.ids.faqGroup, question: 'Pytanie audytu?', answer: '<p>Tak</p>' } }),
    made: 'faq',
  },
  'PATCH /api/faq/:id': {
    request: (c) => ({
      url: `/api/faq/${c.ids.faq}`,
      payload: { groupId: c.ids.faqGroup, question: 'Pytanie audytu?', answer: '<p>Nie</p>', status: 'PUBLISHED' },
    }),
  },
  'DELETE /api/faq/:id': { request: (c) => ({ url: `/api/faq/${c.ids.faq}` }) },
  'DELETE /api/faq/groups/:id': { request: (c) => ({ url: `/api/faq/groups/${c.ids.faqGroup}` }) },

  // ---- news and articles ----
  'POST /api/news': { request: () => ({ url: '/api/news', payload: { title: 'Wpis audytu', body: '<p>Tak</p>' } }), made: 'news' },
  'PATCH /api/news/:id': {
    request: (c) => ({
      url: `/api/news/${c.ids.news}`,
      payload: { title: 'Wpis audytu 2', body: '<p>Nie</p>', status: 'PUBLISHED' },
    }),
  },
  'DELETE /api/news/:id': { request: (c) => ({ url: `/api/news/${c.ids.news}` }) },
  'POST /api/articles': {
    request: () => ({ url: '/api/articles', payload: { title: 'Porada audytu', body: '<p>Tak</p>' } }),
    made: 'article',
  },
  'PATCH /api/articles/:id': {
    request: (c) => ({ url: `/api/articles/${c.ids.article}`, payload: { title: 'Porada audytu 2', body: '<p>Nie</p>' } }),
  },
  'DELETE /api/articles/:id': { request: (c) => ({ url: `/api/articles/${c.ids.article}` }) },
  'POST /api/trainings/news': {
    request: () => ({ url: '/api/trainings/news', payload: { title: 'Ogloszenie audytu', body: '<p>Tak</p>' } }),
    made: 'trainingNews',
  },
  'PATCH /api/trainings/news/:id': {
    request: (c) => ({ url: `/api/trainings/news/${c.ids.trainingNews}`, payload: { title: 'Ogloszenie audytu 2', body: '<p>Nie</p>' } }),
  },
  'DELETE /api/trainings/news/:id': { request: (c) => ({ url: `/api/trainings/news/${c.ids.trainingNews}` }) },

  // ---- texts ----
  'POST /api/texts': {
    request: () => ({ url: '/api/texts', payload: { key: 'audyt', title: 'Tekst audytu', body: '<p>Tak</p>' } }),
    made: 'text',
  },
  'PATCH /api/texts/:id': {
    request: (c) => ({
      url: `/api/texts/${c.ids.text}`,
      payload: { key: 'audyt', title: 'Tekst audytu 2', body: '<p>Nie</p>', status: 'PUBLISHED' },
    }),
  },
  'DELETE /api/texts/:id': { request: (c) => ({ url: `/api/texts/${c.ids.text}` }) },

  // ---- banners ----
  'POST /api/banners': {
    request: () => ({ url: '/api/banners', payload: { title: 'Baner audytu', image: 'audyt_1.png' } }),
    made: 'banner',
  },
  'PATCH /api/banners/:id': {
    request: (c) => ({ url: `/api/banners/${c.ids.banner}`, payload: { title: 'Baner audytu 2', image: 'audyt_1.png', link: '/group' } }),
  },
  'POST /api/banners/:id/move': {
    // A second banner (a fixture, no admin's change) below it, so the move swaps two rows.
    request: async (c) => {
      await c.t.db.db.insert(banners).values({ title: 'Drugi baner', image: 'audyt_2.png', pos: 99 });
      return { url: `/api/banners/${c.ids.banner}/move`, payload: { direction: 'down' } };
    },
  },
  'DELETE /api/banners/:id': { request: (c) => ({ url: `/api/banners/${c.ids.banner}` }) },

  // ---- regulations ----
  'POST /api/regulations': {
    request: async (c) => {
      const { payload, headers } = multipartBody({ name: 'regulamin.pdf', content: PDF_DOC });
      const up = await c.t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { ...headers, ...bearer(c.admin) } });
      c.keys.regulationPdf = up.json().key as string;
      return { url: '/api/regulations', payload: { version: 'Audyt/1', fileKey: c.keys.regulationPdf } };
    },
    made: 'regulation',
  },
  'PATCH /api/regulations/:id': {
    request: (c) => ({
      url: `/api/regulations/${c.ids.regulation}`,
      payload: { version: 'Audyt/1', summary: 'Zmiana', fileKey: c.keys.regulationPdf! },
    }),
  },
  'POST /api/regulations/:id/publish': { request: (c) => ({ url: `/api/regulations/${c.ids.regulation}/publish` }) },
  'DELETE /api/regulations/:id': {
    // A second draft: the published version cannot be deleted.
    request: async (c) => {
      const res = await c.t.app.inject({
        method: 'POST',
        url: '/api/regulations',
        headers: bearer(c.admin),
        payload: { version: 'Audyt/2', fileKey: c.keys.regulationPdf },
      });
      return { url: `/api/regulations/${res.json().id as number}` };
    },
  },

  // ---- the registration photo gallery ----
  'POST /api/page/photo': {
    request: async (c) => {
      const { payload, headers } = multipartBody({ name: 'rejestracja.png', content: PNG_1PX });
      const up = await c.t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { ...headers, ...bearer(c.admin) } });
      return { url: '/api/page/photo', payload: { image: up.json().key as string, title: 'Foto audytu' } };
    },
    made: (body, c) => {
      c.ids.pagePhoto = (body as { id: number }[])[0]!.id;
    },
  },
  'PATCH /api/page/photo/:id': { request: (c) => ({ url: `/api/page/photo/${c.ids.pagePhoto}`, payload: { title: 'Foto audytu 2' } }) },
  'PUT /api/page/photo/:id/current': { request: (c) => ({ url: `/api/page/photo/${c.ids.pagePhoto}/current` }) },
  'DELETE /api/page/photo/:id': { request: (c) => ({ url: `/api/page/photo/${c.ids.pagePhoto}` }) },

  // ---- trainings ----
  'POST /api/trainings': { request: () => ({ url: '/api/trainings', payload: TRAINING_SAMPLE }), made: 'training' },
  'PATCH /api/trainings/:id': {
    request: (c) => ({ url: `/api/trainings/${c.ids.training}`, payload: { ...TRAINING_SAMPLE, capacity: 5 } }),
  },
  'DELETE /api/trainings/:id': { request: (c) => ({ url: `/api/trainings/${c.ids.training}` }) },

  // ---- training contact ----
  'PUT /api/trainings/contact': {
    request: () => ({
      url: '/api/trainings/contact',
      payload: { trainers: 'Dzial szkolen', phone: '600100200', email: 'szkolenia@example.pl', hours: '8-16', note: 'Audyt' },
    }),
  },
  'PATCH /api/trainings/contact/requests/:id': {
    request: async (c) => {
      const member = await memberWhoAccepted(c, 'walk-contact');
      const sent = await c.t.app.inject({
        method: 'POST',
        url: '/api/trainings/contact/requests',
        headers: bearer(member.token),
        payload: { topic: 'QUESTION', message: CONTACT_REQUEST_TEXT },
      });
      if (sent.statusCode !== 201) throw new Error(sent.body);
      const list = await c.t.app.inject({ method: 'GET', url: '/api/trainings/contact/requests', headers: bearer(c.admin) });
      return { url: `/api/trainings/contact/requests/${list.json().data[0].id as number}`, payload: { status: 'DONE' } };
    },
  },

  // ---- training films ----
  'POST /api/trainings-movies': {
    request: () => ({ url: '/api/trainings-movies', payload: { title: 'Film audytu', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } }),
    made: 'trainingMovie',
  },
  'PATCH /api/trainings-movies/:id': {
    request: (c) => ({
      url: `/api/trainings-movies/${c.ids.trainingMovie}`,
      payload: { title: 'Film audytu 2', videoUrl: 'https://vimeo.com/76979871' },
    }),
  },
  'DELETE /api/trainings-movies/:id': { request: (c) => ({ url: `/api/trainings-movies/${c.ids.trainingMovie}` }) },

  // ---- training photo galleries ----
  'POST /api/trainings-photogallery/groups': {
    request: () => ({ url: '/api/trainings-photogallery/groups', payload: { name: 'Galeria audytu' } }),
    made: 'galleryGroup',
  },
  'PATCH /api/trainings-photogallery/groups/:id': {
    request: (c) => ({
      url: `/api/trainings-photogallery/groups/${c.ids.galleryGroup}`,
      payload: { name: 'Galeria audytu 2', description: 'Opis', position: 2 },
    }),
  },
  'POST /api/trainings-photogallery': {
    request: async (c) => {
      const { payload, headers } = multipartBody({ name: 'galeria.png', content: PNG_1PX });
      const up = await c.t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { ...headers, ...bearer(c.admin) } });
      return { url: '/api/trainings-photogallery', payload: { groupId: c.ids.galleryGroup, fileKey: up.json().key as string } };
    },
    made: 'galleryPhoto',
  },
  'PATCH /api/trainings-photogallery/:id': {
    request: (c) => ({
      url: `/api/trainings-photogallery/${c.ids.galleryPhoto}`,
      payload: { groupId: c.ids.galleryGroup, caption: 'Podpis audytu' },
    }),
  },
  'DELETE /api/trainings-photogallery/:id': { request: (c) => ({ url: `/api/trainings-photogallery/${c.ids.galleryPhoto}` }) },
  'DELETE /api/trainings-photogallery/groups/:id': {
    request: (c) => ({ url: `/api/trainings-photogallery/groups/${c.ids.galleryGroup}` }),
  },

  // ---- contests ----
  'POST /api/contests': { request: () => ({ url: '/api/contests', payload: CONTEST_SAMPLE }), made: 'contest' },
  'PATCH /api/contests/:id': {
    request: (c) => ({ url: `/api/contests/${c.ids.contest}`, payload: { ...CONTEST_SAMPLE, pointsAccepted: 20 } }),
  },
  'PATCH /api/contests/entries/:id': {
    request: async (c) => {
      const member = await memberWhoAccepted(c, 'walk-contest');
      const sent = await c.t.app.inject({
        method: 'POST',
        url: `/api/contests/${c.ids.contest}/entries`,
        headers: bearer(member.token),
        payload: { text: 'Zgloszenie audytu' },
      });
      if (sent.statusCode !== 201) throw new Error(sent.body);
      return { url: `/api/contests/entries/${sent.json().entry.id as number}`, payload: { status: 'ACCEPTED', isWinner: true } };
    },
  },
  // A contest with entries stays: the delete takes one nobody entered.
  'DELETE /api/contests/:id': {
    request: async (c) => {
      const made = await c.t.app.inject({ method: 'POST', url: '/api/contests', headers: bearer(c.admin), payload: CONTEST_SAMPLE });
      return { url: `/api/contests/${made.json().id as number}` };
    },
  },
};

/** A member's request to the trainers, for the audit walk (sample data, not a server message). */
const CONTACT_REQUEST_TEXT = 'Pytanie audytu';

/** A contest running now, published for everyone, for the audit walk. */
const CONTEST_SAMPLE = {
  title: 'Konkurs audytu',
  rules: '<p>Zasady</p>',
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  askText: true,
  maxPhotos: 0,
  askReceipt: false,
  pointsAccepted: 10,
  pointsWinner: 100,
  entriesPerMember: 1,
  status: 'PUBLISHED',
};

/** A training in two months, for the audit walk. */
const TRAINING_SAMPLE = {
  title: 'Szkolenie audytu',
  body: '<p>Program</p>',
  startsAt: new Date(Date.now() + 60 * 86_400_000).toISOString(),
  place: 'Krakow',
  capacity: 3,
};
