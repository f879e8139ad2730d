import sanitizeHtml from 'sanitize-html';

/** Tags and attributes allowed in operator-authored HTML (help centre, announcements). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Removes scripts, event handlers and unknown markup from HTML before it leaves the API. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * Plain text as stored (a player's feedback, an operator's answer): NFC, line breaks kept as `\n`, other control
 * characters and angle brackets dropped, three or more line breaks cut to two, trimmed.
 */
export const sanitizePlainText = (raw: string): string =>
  raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[<>]|[^\P{C}\n\t]/gu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Plain text inside HTML (a platform message made of an answer): escaped, line breaks as `<br>`. */
export const plainTextToHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '<br>');
