import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_CONTRAST_PAIRS, THEME_DEFAULT_COLOURS, THEME_TOKENS } from '../tokens';

const TOKENS_CSS = readFileSync(join(__dirname, '../../../../shared-ui/src/styles/tokens.css'), 'utf8');
/** The first declaration of each custom property in shared-ui's tokens.css (the :root defaults). */
const declared = new Map<string, string>();
for (const m of TOKENS_CSS.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g))
  if (!declared.has(m[1]!)) declared.set(m[1]!, m[2]!.trim());

describe('theme tokens', () => {
  it('states the same default colours as shared-ui’s tokens.css', () => {
    for (const [token, colour] of Object.entries(THEME_DEFAULT_COLOURS))
      expect([token, declared.get(token)]).toEqual([token, colour]);
  });

  it('checks contrast between colour tokens only, each a token a brand may set', () => {
    for (const { fg, bg, min } of THEME_CONTRAST_PAIRS) {
      expect(THEME_TOKENS).toEqual(expect.arrayContaining([fg, bg]));
      expect(min === 4.5 || min === 3).toBe(true);
    }
  });
});
