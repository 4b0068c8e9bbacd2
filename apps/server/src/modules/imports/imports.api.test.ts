import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { runImports } from '../../import-kinds';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('CSV import jobs (every kind)', () => {
  it('a job is read by its id whatever its kind, and by the members URL only when it is a members import', async () => {
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/distributors/csv-import?mode=DRY_RUN&fileName=hurtownie.csv',
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload: 'nazwa\nHurtownia Testowa\n',
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ id: expect.any(Number), status: 'QUEUED' });
    const id = queued.json().id as number;
    expect((await get(`/api/imports/${id}`)).json()).toMatchObject({ kind: 'distributors', status: 'QUEUED', fileName: 'hurtownie.csv' });

    expect(await runImports(t.db.db)).toBe(1);
    expect((await get(`/api/imports/${id}`)).json()).toMatchObject({
      status: 'DONE',
      mode: 'DRY_RUN',
      totalRows: 1,
      processedRows: 1,
      insertedRows: 0,
      preview: [{ line: 2, name: 'Hurtownia Testowa' }],
    });
    expect(await runImports(t.db.db)).toBe(0); // nothing left in the queue

    const asMembers = await get(`/api/users/csv-import/${id}`);
    expect(asMembers.statusCode).toBe(404);
    expect(asMembers.json().message).toBe('Nie ma takiego importu');
    expect((await get('/api/imports/999999')).statusCode).toBe(404);
    expect((await get('/api/imports?kind=distributors')).json().map((j: { id: number }) => j.id)).toContain(id);
    expect((await get('/api/imports?kind=codes')).json().map((j: { id: number }) => j.id)).not.toContain(id);
    expect((await get('/api/imports?kind=nic')).statusCode).toBe(400);
  });
});
