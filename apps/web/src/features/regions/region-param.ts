/** Reads ?regionId= (a positive whole number) or null. */
export function regionIdParam(params: URLSearchParams): number | null {
  const value = Number(params.get('regionId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
