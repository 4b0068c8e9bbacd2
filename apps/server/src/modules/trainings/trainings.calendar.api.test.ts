import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, NOT_FOUND_MESSAGES, ROLES, TRAINING_CALENDAR_ONLINE } from '@klub/contracts';
import { trainings } from '@klub/db';
import { type TestApp } from '../../testing/test-app';
import { adminRequests, openAdminApp } from '../../testing/admin-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());
afterEach(async () => {
  await t.db.db.delete(trainings);
});

const { get, send } = adminRequests(() => ({ t, admin }));

async function newTraining(over: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/trainings', {
    title: 'Tynki dekoracyjne w praktyce, Kraków; grupa 2',
    lead: 'Warsztat dla wykonawców',
    body: '<p>Program</p>',
    startsAt: '2031-03-14T08:00:00.000Z',
    endsAt: '2031-03-14T14:30:00.000Z',
    place: 'Kraków, ul. Farbiarska 1',
    capacity: 5,
    status: 'PUBLISHED',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** The file's properties as written (RFC 5545: long lines folded with CRLF and a space; `,` `;` escaped). */
const properties = (ics: string) =>
  Object.fromEntries(
    ics
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  ) as Record<string, string>;

describe('GET /api/trainings/{id}/calendar', () => {
  it('a member gets the training as an .ics file: title, start and end in UTC, place, the page link', async () => {
    const [member] = await makeMembers(t, 1, { prefix: 'ics-m' });
    const training = await newTraining();
    const res = await get(`/api/trainings/${training.id}/calendar`, member!.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="szkolenie-${training.id}.ics"`);
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const ics = properties(res.body);
    expect(ics).toMatchObject({
      METHOD: 'PUBLISH',
      UID: `training-${training.id}@klub`,
      DTSTART: '20310314T080000Z',
      DTEND: '20310314T143000Z',
      SUMMARY: 'Tynki dekoracyjne w praktyce\\, Kraków\\; grupa 2',
      LOCATION: 'Kraków\\, ul. Farbiarska 1',
      'URL;VALUE=URI': `http://klub.test/trainings/more/${training.id}`,
    });
    expect(ics.DESCRIPTION).toContain('Warsztat dla wykonawców');
  });

  it('an online training: the meeting link only for a member holding a place, as on the page', async () => {
    const [member] = await makeMembers(t, 1, { prefix: 'ics-o' });
    const training = await newTraining({ place: '', onlineUrl: 'https://meet.example.pl/abc', endsAt: null });
    const before = properties((await get(`/api/trainings/${training.id}/calendar`, member!.token)).body);
    expect(before.LOCATION).toBe(TRAINING_CALENDAR_ONLINE);
    // No end given: two hours.
    expect(before.DTEND).toBe('20310314T100000Z');
    expect((await send('POST', `/api/trainings/${training.id}/signup`, undefined, member!.token)).statusCode).toBe(200);
    const after = properties((await get(`/api/trainings/${training.id}/calendar`, member!.token)).body);
    expect(after.LOCATION).toBe('https://meet.example.pl/abc');
  });

  it('refuses a training the member may not see (404), a bad id (400), no token (401) and the admin space (403)', async () => {
    const [architect] = await makeMembers(t, 1, { prefix: 'ics-a', role: ROLES.ARCHITECT });
    const forContractors = await newTraining({
      audience: { roles: [ROLES.CONTRACTOR], regions: [], gold: false, premium: false, groups: [] },
    });
    const draft = await newTraining({ status: 'DRAFT' });
    for (const id of [forContractors.id, draft.id, 999_999]) {
      const res = await get(`/api/trainings/${id}/calendar`, architect!.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: NOT_FOUND_MESSAGES.training });
    }
    const bad = await get('/api/trainings/01/calendar', architect!.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(FIELD_MESSAGES.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/trainings/${draft.id}/calendar` })).statusCode).toBe(401);
    expect((await get(`/api/trainings/${draft.id}/calendar`, admin)).statusCode).toBe(403);
  });
});
