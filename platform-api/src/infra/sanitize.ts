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
