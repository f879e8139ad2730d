import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs';

export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 3;

/** 4 or 5 characters of CAPTCHA_ALPHABET from the CSPRNG. */
export function randomCaptchaText(): string {
  const length = 4 + randomInt(2);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

type Rgb = readonly [number, number, number];

/** Draws `text` as a PNG (bitmap glyphs scaled up, each shifted, sheared and coloured, over noise lines and dots); returns base64 without a `data:` prefix. */
export function renderCaptcha(text: string, rand: () => number = Math.random): string {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const plot = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const i = (y * CAPTCHA_WIDTH + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const dark = (): Rgb => [between(10, 110), between(10, 110), between(10, 110)];
  const line = (x0: number, y0: number, x1: number, y1: number, c: Rgb) => {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++)
      plot(Math.round(x0 + ((x1 - x0) * s) / steps), Math.round(y0 + ((y1 - y0) * s) / steps), c);
  };

  // A light horizontal gradient: varied enough to defeat a flat-background threshold, cheap to compress.
  const light = (): Rgb => [between(215, 250), between(215, 250), between(215, 250)];
  const [a, b] = [light(), light()];
  for (let x = 0; x < CAPTCHA_WIDTH; x++) {
    const f = x / (CAPTCHA_WIDTH - 1);
    const mix = (k: 0 | 1 | 2) => Math.round(a[k] + (b[k] - a[k]) * f);
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) plot(x, y, [mix(0), mix(1), mix(2)]);
  }
  for (let i = 0; i < 3; i++)
    line(0, between(0, CAPTCHA_HEIGHT - 1), CAPTCHA_WIDTH - 1, between(0, CAPTCHA_HEIGHT - 1), dark());

  const glyphWidth = 5 * SCALE;
  const step = Math.floor((CAPTCHA_WIDTH - 10) / text.length);
  [...text].forEach((ch, n) => {
    const rows = GLYPHS[ch];
    if (!rows) throw new Error(`no captcha glyph for ${JSON.stringify(ch)}`);
    const color = dark();
    const left = 5 + n * step + between(0, Math.max(0, step - glyphWidth - 2));
    const top = between(2, CAPTCHA_HEIGHT - 7 * SCALE - 2);
    const shear = (rand() - 0.5) * 0.6; // pixels of horizontal shift per pixel row
    rows.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) {
            const y = top + gy * SCALE + dy;
            plot(left + gx * SCALE + dx + Math.round((y - top) * shear), y, color);
          }
      });
    });
  });

  for (let i = 0; i < 2; i++)
    line(
      between(0, 20),
      between(0, CAPTCHA_HEIGHT - 1),
      between(CAPTCHA_WIDTH - 20, CAPTCHA_WIDTH - 1),
      between(0, CAPTCHA_HEIGHT - 1),
      dark(),
    );
  for (let i = 0; i < 160; i++) plot(between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1), dark());
  return PNG.sync.write(png).toString('base64');
}
