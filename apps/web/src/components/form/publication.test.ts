import { describe, expect, it } from 'vitest';
import { ROLES } from '@klub/contracts';
import { audienceLabel, PublicationForm, publicationDefaults, publicationLabel, toPublication, withPublication } from './PublicationFields';

describe('the publication fields of a content form', () => {
  it('a new item starts as a draft for everyone, dated now (the local day and minute)', () => {
    const now = new Date();
    const d = publicationDefaults(undefined);
    expect(d).toMatchObject({ status: 'DRAFT', roles: [], regions: [], gold: false, premium: false, groups: [] });
    expect(new Date(d.publishAt).getTime()).toBeGreaterThan(now.getTime() - 61_000);
  });

  it('round-trips an item: the local date and time become the API time, the audience is kept', () => {
    const p = {
      status: 'PUBLISHED' as const,
      publishAt: '2026-12-01T07:30:00.000Z',
      audience: { roles: [ROLES.DTH], regions: [7], gold: true, premium: false, groups: [3, 4] },
    };
    const form = publicationDefaults(p);
    expect(toPublication(form)).toEqual(p);
    expect(withPublication({ ...form, title: 'Tytuł' })).toEqual({ title: 'Tytuł', ...p });
    const day = form.publishAt.slice(0, 10);
    expect(toPublication({ ...form, publishAt: `${day}T09:05` }).publishAt).toBe(new Date(`${day}T09:05:00`).toISOString());
  });

  it('refuses an incomplete or impossible date and time, in Polish', () => {
    for (const publishAt of ['', '2026-12-01', '2026-12-01T24:00', '2026-02-30T08:00']) {
      const bad = PublicationForm.safeParse({ ...publicationDefaults(undefined), publishAt });
      expect(bad.error?.issues[0]?.message, publishAt).toBe('Podaj pełną datę i godzinę publikacji');
    }
  });

  it('names the status (a published item dated later is scheduled) and the audience for the admin tables', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const at = (publishAt: string, status: 'DRAFT' | 'PUBLISHED' = 'PUBLISHED') => ({
      status,
      publishAt,
      audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
    });
    expect(publicationLabel(at('2026-11-01T00:00:00Z'), now)).toEqual({ status: 'Opublikowany', tone: 'success', audience: 'Wszyscy' });
    expect(publicationLabel(at('2026-12-24T00:00:00Z', 'DRAFT'), now).status).toBe('Szkic');
    expect(publicationLabel(at('2026-12-24T00:00:00Z'), now).status).toMatch(/^Zaplanowany na 2[34]\.12\.2026 /);
    const some = {
      ...at('2026-11-01T00:00:00Z'),
      audience: { roles: [ROLES.CONTRACTOR, ROLES.RDS], regions: [], gold: true, premium: true, groups: [] },
    };
    expect(publicationLabel(some, now).audience).toBe('Wykonawca, RDS; grupa złota lub grupa premium');
    // Regions and member groups by name, when the table knows them; by number when it does not (yet).
    const narrow = { roles: [], regions: [1, 2], gold: true, premium: false, groups: [5] };
    const names = { region: (id: number) => ['', 'Mazowieckie', 'Śląskie'][id]!, group: () => 'Malarze' };
    expect(audienceLabel(narrow, names)).toBe('Mazowieckie, Śląskie; grupa złota lub Malarze');
    expect(audienceLabel(narrow)).toBe('region nr 1, region nr 2; grupa złota lub grupa nr 5');
  });
});
