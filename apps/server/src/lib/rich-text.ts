import sanitizeHtml from 'sanitize-html';
import { FILE_KEY_PATTERN, fileUrl } from '@klub/contracts';

/**
 * One allow-list for every rich-text field (prize descriptions, FAQ answers, news, articles, texts):
 * what the editor (web RichTextField) makes — paragraphs, emphasis, headings h2–h4, lists, quotes,
 * links, tables and pictures. Everything else goes: scripts, event handlers, styles, SVG, `javascript:`
 * links. Links keep only http(s) and mailto and open with `rel="noopener noreferrer"`; a picture
 * must be one of our uploads (`/api/files/download/{key}`), or it is dropped.
 */
const OWN_FILE = new RegExp(`^${fileUrl('').replace(/[/]/g, '\\/')}${FILE_KEY_PATTERN.source.slice(1)}`);

const RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
};

/** Stored form of a rich-text field: the allow-listed HTML, trimmed. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, RULES).trim();

/** The text of HTML: every tag dropped (entities stay encoded). */
export const stripTags = (v: string) => sanitizeHtml(v, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });

/** The few entities sanitize-html writes, decoded (`&amp;` last, so `&amp;lt;` stays the text "&lt;"). */
export const decodeEntities = (v: string) =>
  v
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** Rich text as the plain-text part of an e-mail: a line per paragraph, item or break. */
export const richTextToPlain = (html: string) =>
  decodeEntities(stripTags(html.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, '\n')))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
