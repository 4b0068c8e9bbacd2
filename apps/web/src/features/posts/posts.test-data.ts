import type { PostSummary } from '@klub/contracts';
import { MEMBER } from '../../testing/fixtures';
import { json, mockFetch } from '../../testing/render';
import { setToken } from '../../lib/auth-storage';

/** A post on a member's list, `${word} ${i}` ("Aktualność 3"), published 20.11.2026, read. */
export const summaryOf =
  (word: string) =>
  (i: number, over: Partial<PostSummary> = {}): PostSummary => ({
    id: i,
    title: `${word} ${i}`,
    lead: `Wstęp ${i}`,
    image: null,
    publishAt: '2026-11-20T08:00:00.000Z',
    isNew: false,
    ...over,
  });

/** Signed in as a member (whose profile the header asks for) with the test's other answers. */
export const customer = (handlers: Parameters<typeof mockFetch>[0]) => {
  setToken('customer', 'tok', 3600);
  return mockFetch({ 'GET /api/users/me-client': () => json(MEMBER), ...handlers });
};
