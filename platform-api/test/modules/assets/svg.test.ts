import { escapeXml, hueOf, tileSvg } from '../../../src/modules/assets/svg';

describe('svg tiles', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('keeps a stable colour per text', () => {
    expect(hueOf('PG')).toBe(hueOf('PG'));
    expect(hueOf('PG')).toBeGreaterThanOrEqual(0);
    expect(hueOf('PG')).toBeLessThan(360);
  });

  it('draws a tile of the requested size with escaped title and subtitle', () => {
    const svg = tileSvg({ title: 'A<B', subtitle: 'C&D', width: 100, height: 50 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="100" height="50"/);
    expect(svg).toContain('A&#60;B');
    expect(svg).toContain('C&#38;D');
    expect(svg).not.toContain('A<B');
  });
});
