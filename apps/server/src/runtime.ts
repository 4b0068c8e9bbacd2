/**
 * The Node.js lines the server supports, as `engines` in the root package.json says
 * (`^22.12.0 || >=24.11.0`): 24 LTS (the one `npm start` and CI use) and 22 maintenance LTS.
 * Node 20 reached end of life on 2026-04-30; several dependencies no longer run on it.
 */
export const SUPPORTED_NODE = '^22.12.0 || >=24.11.0';

/** A message naming the problem when `version` (e.g. process.version) is not supported; otherwise null. */
export function unsupportedNodeMessage(version: string): string | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) return `Unrecognised Node.js version "${version}"; supported: ${SUPPORTED_NODE}.`;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  const ok = (major === 22 && minor >= 12) || (major === 24 && minor >= 11) || major > 24;
  if (ok) return null;
  return (
    `Node.js ${version} is not supported (supported: ${SUPPORTED_NODE}). ` +
    'Run the server through the npm scripts (`npm start`), which use the Node 24 that `npm ci` installs ' +
    'into node_modules/.bin, or install Node 24 LTS.'
  );
}
