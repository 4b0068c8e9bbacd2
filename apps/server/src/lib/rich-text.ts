import sanitizeHtml from 'sanitize-html';

/**
 * One allow-list for every rich-text field (prize descriptions, FAQ answers, news, articles, texts):
 * what the editor (web RichTextField) makes — paragraphs, emphasis, headings h2–h4, lists, quotes,
 * links and tables. Everything else goes: scripts, event handlers, styles, SVG, `javascript:` links.
 * Links keep only http(s) and mailto and open with `rel="noopener noreferrer"`.
 */
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
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Stored form of a rich-text field: the allow-listed HTML, trimmed. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, RULES).trim();
