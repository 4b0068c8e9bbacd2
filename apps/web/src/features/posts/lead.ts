/** Text as a reader sees it: tags gone, entities read, runs of white space (no-break too) as one space. */
const seen = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('pl-PL');

/**
 * The body without its opening paragraph when that paragraph only repeats the lead. The page shows
 * the lead above the body, and many bodies (imported posts, texts pasted from a mailing, the demo's)
 * open with the lead itself, so a reader met it twice. A first paragraph that says more, and a body
 * that starts otherwise (a heading, a list), stay as they are; so does a body that is the lead alone.
 */
export function bodyAfterLead(body: string, lead: string | null | undefined): string {
  if (!lead?.trim()) return body;
  const doc = new DOMParser().parseFromString(body, 'text/html');
  const first = doc.body.firstElementChild;
  const before = first?.previousSibling;
  if (!first || first.tagName !== 'P' || (before && before.textContent?.trim())) return body;
  if (seen(first.textContent ?? '') !== seen(lead)) return body;
  if (!first.nextElementSibling) return body;
  first.remove();
  return doc.body.innerHTML;
}
