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

/** Up to two initials (letters or digits of any script, upper-cased): of the first two words, or the first two characters of one word. */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const first = [...(words[0] ?? '')];
  const initials = words.length > 1 ? [first[0], [...(words[1] ?? '')][0]] : first.slice(0, 2);
  return initials.join('').toUpperCase() || '?';
}

/** A round avatar of `size` px: the initials on a disc of the given hue. */
export function avatarSvg({ initials, hue, size }: { initials: string; hue: number; size: number }): string {
  const text = escapeXml(initials);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${text}">` +
    `<circle cx="50%" cy="50%" r="50%" fill="hsl(${hue},60%,42%)"/>` +
    `<text x="50%" y="50%" dy="0.35em" font-size="${Math.round(size * 0.4)}" font-weight="bold" fill="#fff" text-anchor="middle" font-family="sans-serif">${text}</text>` +
    `</svg>`
  );
}
