import { PNG } from 'pngjs';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  randomCaptchaText,
  renderCaptcha,
} from '../../../src/modules/anti-bot/captcha-image';
import { CAPTCHA_ALPHABET, GLYPHS } from '../../../src/modules/anti-bot/glyphs';

describe('captcha image', () => {
  it('has a 5×7 glyph for every character of the alphabet, and no look-alikes', () => {
    expect(Object.keys(GLYPHS).sort().join('')).toBe([...CAPTCHA_ALPHABET].sort().join(''));
    for (const rows of Object.values(GLYPHS)) {
      expect(rows).toHaveLength(7);
      for (const row of rows) expect(row).toMatch(/^[.#]{5}$/);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('draws random texts of 4 or 5 characters from the alphabet', () => {
    const texts = Array.from({ length: 200 }, randomCaptchaText);
    for (const t of texts) expect(t).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
    expect(new Set(texts.map((t) => t.length))).toEqual(new Set([4, 5]));
    expect(new Set(texts).size).toBeGreaterThan(190);
  });

  it('renders an opaque PNG with ink on a light background', () => {
    const png = PNG.sync.read(Buffer.from(renderCaptcha('W7XQ9'), 'base64'));
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    let dark = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      expect(png.data[i + 3]).toBe(255);
      if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 400) dark += 1;
    }
    // Five glyphs of 3×3 blocks plus noise: a visible share of the image, far from all of it.
    expect(dark).toBeGreaterThan(400);
    expect(dark).toBeLessThan((CAPTCHA_WIDTH * CAPTCHA_HEIGHT) / 2);
  });

  it('differs between two draws of the same text (random placement and noise)', () => {
    expect(renderCaptcha('ABCD')).not.toBe(renderCaptcha('ABCD'));
  });

  it('refuses a character it has no glyph for', () => {
    expect(() => renderCaptcha('AB0D')).toThrow(/no captcha glyph/);
  });
});
