import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandPage } from '../../../src/modules/merchants/brand-page';
import { BACKENDS } from '../../helpers/db';
import { setupApp, type TestApp } from '../../helpers/app';

// What html-webpack-plugin builds from tools/mf-build/index.html (production: minified, scripts deferred in <head>).
const BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
  '<link rel="icon" href="data:,"/><title>Gaming Platform</title><link rel="stylesheet" href="/wps/system/theme.css"/>' +
  '<script defer="defer" src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';

const THEME_LINK = '<link rel="stylesheet" href="/wps/system/theme.css" />';
/** Positions of the theme link and of the first script in the page's head. */
const order = (html: string) => ({
  theme: html.indexOf('href="/wps/system/theme.css"'),
  script: html.indexOf('<script'),
  headEnd: html.indexOf('</head>'),
  links: html.match(/\/wps\/system\/theme\.css/g)?.length ?? 0,
});

describe('brandPage', () => {
  it('puts the name in <title>, the favicon in the icon link, and the theme before the first script', () => {
    const html = brandPage(BUILT, { name: 'Lucky Star', faviconUrl: '/assets/favicon/LUCKY.svg' });
    expect(html).toContain('<title>Lucky Star</title>');
    expect(html).toContain('<link rel="icon" href="/assets/favicon/LUCKY.svg" type="image/svg+xml" />');
    expect(html).not.toContain('data:,');
    const o = order(html);
    expect(o.links).toBe(1);
    expect(o.theme).toBeGreaterThan(0);
    expect(o.theme).toBeLessThan(o.script);
    expect(o.script).toBeLessThan(o.headEnd);
  });

  it('adds what an older template lacks, and moves a theme link that comes after a script', () => {
    const bare = '<html><head><script src="/a.js"></script></head><body></body></html>';
    const html = brandPage(bare, { name: 'Demo Casino', faviconUrl: '' });
    expect(html).toContain('<link rel="icon" href="data:," /><title>Demo Casino</title>');
    expect(order(html).theme).toBeLessThan(order(html).script);
    const late = `<html><head><script src="/a.js"></script>${THEME_LINK}</head></html>`;
    const moved = brandPage(late, { name: 'X', faviconUrl: '' });
    expect(order(moved).links).toBe(1);
    expect(order(moved).theme).toBeLessThan(order(moved).script);
  });

  it('escapes the name and the favicon URL', () => {
    const html = brandPage(BUILT, { name: '<script>alert("x")</script> & Co', faviconUrl: '/i.png?a=1&b="2"' });
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</title>');
    expect(html).toContain('href="/i.png?a=1&amp;b=&quot;2&quot;" type="image/png"');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe.each(BACKENDS)('index.html per Host on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    const staticRoot = mkdtempSync(join(tmpdir(), 'api-brand-'));
    mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell', 'dist', 'index.html'), BUILT);
    t = await setupApp(backend, { staticRoot });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const page = (host: string, url = '/index', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });

  it("serves each merchant's title and favicon, the theme stylesheet before any script", async () => {
    const cases = [
      ['127.0.0.1:8080', 'Demo Casino', '/assets/favicon/DEMO.svg'],
      ['localhost:8080', 'Demo Casino', '/assets/favicon/DEMO.svg'],
      ['lucky.localhost:8080', 'Lucky Star', '/assets/favicon/LUCKY.svg'],
    ];
    for (const [host, title, favicon] of cases) {
      for (const url of ['/', '/index', '/lottery', '/index.html']) {
        const res = await page(host!, url);
        expect([host, url, res.statusCode]).toEqual([host, url, 200]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain(`<title>${title}</title>`);
        expect(res.body).toContain(`<link rel="icon" href="${favicon}" type="image/svg+xml" />`);
        const o = order(res.body);
        expect(o.links).toBe(1);
        expect(o.theme).toBeLessThan(o.script);
      }
    }
  });

  it('revalidates with an ETag per merchant: 304 for the current copy', async () => {
    const lucky = await page('lucky.localhost:8080');
    const demo = await page('127.0.0.1:8080');
    const etag = String(lucky.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(demo.headers.etag).not.toBe(etag);
    const again = await page('lucky.localhost:8080', '/member', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await page('127.0.0.1:8080', '/index', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('shows a name change on the next load (the page is cached with the merchant and dropped with it)', async () => {
    await t.db.query("UPDATE merchants SET name = 'Lucky Star Deluxe' WHERE code = 'LUCKY'");
    const { id } = (await t.app.merchants.findByCode('LUCKY'))!;
    await t.app.cache.invalidate(id);
    try {
      expect((await page('lucky.localhost')).body).toContain('<title>Lucky Star Deluxe</title>');
    } finally {
      await t.db.query("UPDATE merchants SET name = 'Lucky Star' WHERE code = 'LUCKY'");
      await t.app.cache.invalidate(id);
    }
    expect((await page('lucky.localhost')).body).toContain('<title>Lucky Star</title>');
  });

  it('leaves other shell files as built', async () => {
    writeFileSync(join(t.app.config.staticRoot, 'shell', 'dist', 'main.3f9a1c2b.js'), 'console.log(1)');
    const js = await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { host: 'lucky.localhost' } });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1)');
  });
});
