import sanitizeHtml from 'sanitize-html';
import { invalidField } from './errors/common-errors';

/** Tags and attributes allowed in operator-authored HTML (help centre, announcements). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Removes scripts, event handlers and unknown markup from HTML before it leaves the API. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Markup: a `<` that opens a tag, a closing tag, a comment or a processing instruction (`<b`, `</`, `<!`, `<?`). */
const MARKUP = /<[\p{L}/!?]/u;

/**
 * THE rule for every plain-text field a person types (nicknames, names, addresses, comments, feedback, an operator's
 * answer …; docs/conventions.md "Plain-text fields"): markup is refused — 400 VALIDATION naming `field` — never
 * stripped or stored; the text is NFC, invisible and control characters are dropped, and it is trimmed. One line
 * (the default): every run of white space becomes one space. `multiline`: line breaks are kept as `\n` (three or
 * more cut to two), tabs kept. A lone `<` or `>` ("a < b", "<3") is text, not markup.
 */
export function plainText(raw: string, field: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const text = raw.normalize('NFC');
  const visible = multiline
    ? text
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{C}\n\t]/gu, '')
        .replace(/\n{3,}/g, '\n\n')
    : text.replace(/[^\P{C}\s]/gu, '').replace(/\s+/g, ' ');
  // Checked once the invisible characters are gone: `<\u200Bb>` is markup too.
  if (MARKUP.test(visible)) throw invalidField(field, `${field} may not contain markup (HTML tags)`);
  return visible.trim();
}

/** Plain text inside HTML (a platform message made of an answer): escaped, line breaks as `<br>`. */
export const plainTextToHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '<br>');
