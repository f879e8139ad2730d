import type { FastifyReply } from 'fastify';

/**
 * What every page of the demo vendor's studios shares (the slot and dice page, the live tables, the sportsbook, the
 * PVP rooms): escaping, the embedded state, the nonce CSP, the document around a page's body and the headers it is
 * sent with.
 */

/** Text safe inside HTML (element content and quoted attributes). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a <script> element (no `<` to close it early). */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Content-Security-Policy of the pages: nothing from elsewhere, the inline script and style only with
 * this response's nonce, calls only to the page's own origin. No frame-ancestors: the lobby frames it.
 */
export const pageCsp = (nonce: string): string =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/** A self-contained HTML5 document: the page's inline style (under the nonce) and body, in `locale`. */
export function htmlDocument(locale: string, title: string, nonce: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * Sends a page: never cached (the session id is inside), nonce CSP, no referrer (the URL had the token), and
 * framable by the brands' sites (a vendor's game page is framed by the lobby: no X-Frame-Options from helmet).
 */
export function sendVendorPage(reply: FastifyReply, status: number, html: string, nonce: string): FastifyReply {
  return reply
    .removeHeader('x-frame-options')
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageCsp(nonce))
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}
