import { afterEach, describe, expect, it } from 'vitest';
import { contractBreaks, json, mockFetch, operationOf } from './network';

// The tests' network itself (testing/network.ts): what a test's mock sees and what it refuses.
describe('mockFetch (MSW)', () => {
  afterEach(() => {
    contractBreaks.splice(0); // the breaks these tests provoke on purpose
  });

  it('answers a request no handler takes with 404 "Brak atrapy dla …", and records every request as the app sent it', async () => {
    const fetchMock = mockFetch({ 'POST /api/faq/groups': () => json({ id: 1, name: 'Nowa', pos: 1, questions: [] }, 201) });

    const missing = await fetch('/api/faq?take=5');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Brak atrapy dla GET /api/faq' });

    const created = await fetch('/api/faq/groups', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: JSON.stringify({ name: 'Nowa' }),
    });
    expect(created.status).toBe(201);

    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/faq?take=5', 'GET'],
      ['/api/faq/groups', 'POST'],
    ]);
    const [, init] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Nowa' });
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(contractBreaks).toEqual([]);
  });

  it('hands a file body to the handler as a Blob with its bytes', async () => {
    const fetchMock = mockFetch({ 'POST /api/users/csv-import': () => json({ id: 3, status: 'PENDING' }, 202) });
    const file = new File(['email\njan@example.pl\n'], 'members.csv', { type: 'text/csv' });

    await fetch('/api/users/csv-import', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: file });

    const body = fetchMock.mock.calls[0]![1].body;
    expect(await (body as Blob).text()).toBe('email\njan@example.pl\n');
  });

  it("records a 2xx JSON fixture that breaks its route's contract, naming the route and the field", async () => {
    mockFetch({
      'GET /api/faq/groups': () => json({ total: 1, data: [{ id: 1, name: 'Farby', pos: '1', questions: [] }] }),
      'GET /api/faq/groups/:id': () => json({}),
      'GET /api/faq/groups/7': () => json({ message: 'Nie znaleziono' }, 404),
    });

    await fetch('/api/faq/groups');
    await fetch('/api/faq/groups/7'); // an error answer: not parsed

    expect(contractBreaks).toHaveLength(1);
    expect(contractBreaks[0]).toMatch(
      /^GET \/api\/faq\/groups \(GET \/api\/faq\/groups\): the fixture does not match the contract\n {2}data\.0\.pos: /,
    );
  });

  it('records a mock of an /api path the server does not have', async () => {
    mockFetch({ 'GET /api/no-such-thing': () => json({ ok: true }) });

    await fetch('/api/no-such-thing');

    expect(contractBreaks).toEqual(['GET /api/no-such-thing: the server has no such operation']);
  });

  it('matches a path to its operation, static segments before parameters', () => {
    expect(operationOf('GET', '/api/faq/groups/12')).toBe('GET /api/faq/groups/:id');
    expect(operationOf('GET', '/api/users/me-client')).toBe('GET /api/users/me-client');
    expect(operationOf('GET', '/api/faq/groups/12/nothing')).toBeUndefined();
  });
});
