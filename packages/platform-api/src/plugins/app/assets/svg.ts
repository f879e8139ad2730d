/** Escapes text for use inside SVG/XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A stable hue (0–359) from a string, so each vendor/game keeps its colour. */
export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % 360;
}

export interface TileOptions {
  title: string;
  subtitle?: string;
  width: number;
  height: number;
  /** Colour seed; defaults to the title. */
  seed?: string;
}

/** A coloured tile with centred title (and optional subtitle): the placeholder art of icons, games and banners. */
export function tileSvg({ title, subtitle, width, height, seed }: TileOptions): string {
  const hue = hueOf(seed ?? title);
  const size = Math.max(12, Math.min(height / 5, (width / Math.max(title.length, 4)) * 1.6));
  const sub = subtitle
    ? `<text x="50%" y="${height * 0.72}" font-size="${Math.round(size * 0.5)}" fill="#fff" fill-opacity="0.85" text-anchor="middle" font-family="sans-serif">${escapeXml(subtitle)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,30%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" rx="${Math.round(Math.min(width, height) / 12)}" fill="url(#g)"/>` +
    `<text x="50%" y="${subtitle ? height * 0.5 : height * 0.55}" font-size="${Math.round(size)}" font-weight="bold" fill="#fff" text-anchor="middle" font-family="sans-serif">${escapeXml(title)}</text>` +
    sub +
    `</svg>`
  );
}
