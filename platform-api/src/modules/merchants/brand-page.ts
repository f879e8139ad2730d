import { etagOf } from './theme';

/** The merchant's stylesheet of token overrides (GET, per Host). */
export const THEME_STYLESHEET = '/wps/system/theme.css';
const THEME_LINK = `<link rel="stylesheet" href="${THEME_STYLESHEET}" />`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ICON_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
};

/** The favicon `<link>`: the merchant's icon, or `data:,` (no icon, and no request for /favicon.ico). */
function iconLink(url: string): string {
  if (!url) return '<link rel="icon" href="data:," />';
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const type = ICON_TYPES[ext];
  return `<link rel="icon" href="${escapeHtml(url)}"${type ? ` type="${type}"` : ''} />`;
}

/**
 * The built shell's index.html for one merchant: `<title>` is its name, the favicon link its icon, and the
 * theme stylesheet is linked in `<head>` before any script or other stylesheet, so the first paint already
 * has the brand (ADR 0005). The template stays generic; what is not there is added.
 */
export function brandPage(template: string, brand: { name: string; faviconUrl: string }): string {
  const title = `<title>${escapeHtml(brand.name)}</title>`;
  const icon = iconLink(brand.faviconUrl);
  let html = template.replace(/<link\s[^>]*href="\/wps\/system\/theme\.css"[^>]*>\s*/gi, '');
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  html = /<link\s[^>]*rel="(?:shortcut )?icon"[^>]*>/i.test(html)
    ? html.replace(/<link\s[^>]*rel="(?:shortcut )?icon"[^>]*>/i, () => icon)
    : html.replace(/<title>/i, () => `${icon}<title>`);
  // Before the first script, style or stylesheet of the head (or at its end when it has none).
  const headEnd = html.search(/<\/head>/i);
  const first = html.search(/<script\b|<style\b|<link\s[^>]*rel="stylesheet"/i);
  const at = first >= 0 && (headEnd < 0 || first < headEnd) ? first : headEnd;
  return at < 0 ? `${THEME_LINK}${html}` : `${html.slice(0, at)}${THEME_LINK}${html.slice(at)}`;
}

/** brandPage with the ETag of the result. */
export function brandedPage(template: string, brand: { name: string; faviconUrl: string }) {
  const body = brandPage(template, brand);
  return { body, etag: etagOf(body) };
}
