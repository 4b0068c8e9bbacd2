import { signInAsAdmin, watchPageHealth } from './browser';
import { useCustomerToken } from './session';
import type { Stack } from './stack';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

/** A new page signed in as the demo Administrator, its CSP violations and page errors watched (`health`). */
export async function adminPage(s: Stack) {
  const opened = await s.newPage();
  const health = watchPageHealth(opened.page);
  await signInAsAdmin(opened.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  return { ...opened, health };
}

/** A new confirmed member (`prefix` in the e-mail) and a page signed in as them, its health watched. */
export async function memberPage(s: Stack, prefix: string) {
  const [member] = await makeMembers(s.t, 1, { prefix });
  const opened = await s.newPage();
  const health = watchPageHealth(opened.page);
  await useCustomerToken(opened.context, s.baseUrl, member!.token);
  return { ...opened, health, member: member! };
}
