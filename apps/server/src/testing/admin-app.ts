import { makeMembers } from './fixtures';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from './test-app';

/**
 * The usual start of an API test file: a test app with the demo admin signed in and, when asked,
 * the demo contractor or a new member (`member`: the prefix of their e-mail):
 * `beforeAll(async () => ({ t, admin } = await openAdminApp()));`.
 */
export async function openAdminApp(
  opts: { contractor?: boolean; member?: string } = {},
): Promise<{ t: TestApp; admin: string; contractor: string; member: string }> {
  const t = await createTestApp();
  const admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  const contractor = opts.contractor ? await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password) : '';
  const member = opts.member ? (await makeMembers(t, 1, { prefix: opts.member }))[0]!.token : '';
  return { t, admin, contractor, member };
}

/**
 * `get(url)` and `send(method, url, payload)` with the admin's token (or the one given) on the
 * file's app; the app and token are read when a request is made (`() => ({ t, admin })`).
 */
export function adminRequests(file: () => { t: TestApp; admin: string }) {
  const get = (url: string, token = file().admin) => file().t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, token = file().admin) =>
    file().t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  return { get, send };
}
