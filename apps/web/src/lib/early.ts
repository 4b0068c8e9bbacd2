// No imports: this runs in the first, tiny chunk (vite.config.ts), before the framework has loaded;
// boot/early-start.ts starts the GETs, lib/api-client.ts takes them.

interface EarlyRequest {
  token: string;
  at: number;
  response: Promise<Response>;
}

/** An early answer older than this is not used (the app asks again). */
const FRESH_MS = 5_000;
const started = new Map<string, EarlyRequest>();

/**
 * Starts a GET the app is certain to make on this page (the signed-in person's own data), while the
 * framework is still downloading; the API client picks it up with `takeEarly`.
 */
export function startEarly(path: string, token: string): void {
  const response = fetch(path, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  response.catch(() => undefined); // handled where it is taken; never an unhandled rejection
  const early = { token, at: Date.now(), response };
  started.set(path, early);
  // Not taken while fresh: the app asked again or never needed it. Its body is dropped, so the
  // request ends instead of staying open for the life of the page.
  setTimeout(() => {
    if (started.get(path) !== early) return;
    started.delete(path);
    response.then((r) => r.body?.cancel()).catch(() => undefined);
  }, FRESH_MS);
}

/** The early response for this exact GET (same address, same token) — once, and only while fresh. */
export function takeEarly(path: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return early.token === token && Date.now() - early.at < FRESH_MS ? early.response : undefined;
}
