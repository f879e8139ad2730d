import { escapeXml, initialsOf } from './svg';

/** The colours a merchant's art is drawn in: its theme's, or shared-ui's defaults. */
export interface BrandColours {
  primary: string;
  onPrimary: string;
  text: string;
}

const DEFAULTS: BrandColours = { primary: '#f5b400', onPrimary: '#111111', text: '#e8ecf4' };

/** The brand colours of a theme's token overrides (values were checked CSS-safe when stored; escaped again here). */
export function brandColours(tokens: Readonly<Record<string, string>>): BrandColours {
  return {
    primary: tokens['--color-primary'] ?? DEFAULTS.primary,
    onPrimary: tokens['--color-on-primary'] ?? DEFAULTS.onPrimary,
    text: tokens['--color-text'] ?? DEFAULTS.text,
  };
}

/** A five-pointed star's points around (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** The badge: the initials on a rounded square of the primary colour, a star behind them. */
function badge(name: string, c: BrandColours, size: number): string {
  const initials = escapeXml(initialsOf(name));
  const half = size / 2;
  return (
    `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${escapeXml(c.primary)}"/>` +
    `<polygon points="${starPoints(half, half, size * 0.44, size * 0.18)}" fill="${escapeXml(c.onPrimary)}" fill-opacity="0.16"/>` +
    `<text x="${half}" y="${half}" dy="0.35em" font-size="${Math.round(size * (initials.length > 1 ? 0.42 : 0.56))}" ` +
    `font-weight="bold" fill="${escapeXml(c.onPrimary)}" text-anchor="middle" font-family="sans-serif">${initials}</text>`
  );
}

/** The header logo (280×72, shown at 140×36): the badge and the merchant's name in its primary colour. */
export function logoSvg(name: string, c: BrandColours): string {
  const text = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="72" viewBox="0 0 280 72" role="img" aria-label="${text}">` +
    `<g transform="translate(4 6)">${badge(name, c, 60)}</g>` +
    `<text x="76" y="36" dy="0.35em" font-size="30" font-weight="bold" fill="${escapeXml(c.primary)}" ` +
    `font-family="sans-serif" textLength="${Math.min(200, name.length * 18)}" lengthAdjust="spacingAndGlyphs">${text}</text>` +
    `</svg>`
  );
}

/** The favicon (64×64): the badge alone. */
export function faviconSvg(name: string, c: BrandColours): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">` +
    `${badge(name, c, 64)}</svg>`
  );
}
