import type { BrowserContext } from 'playwright-core';

/** Signs a browser context in as a member by setting the customer cookie the app itself sets. */
export async function useCustomerToken(context: BrowserContext, baseUrl: string, token: string) {
  await context.addCookies([{ name: 'klub_token', value: token, url: baseUrl }]);
}
