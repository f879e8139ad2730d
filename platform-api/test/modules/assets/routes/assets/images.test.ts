/** @pglite: the image routes on the embedded database too. */
import { BACKENDS } from '../../../../helpers/db';
import { setupApp, type TestApp } from '../../../../helpers/app';

describe.each(BACKENDS)('/assets images on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('draws a vendor icon, and a wider one with size=large', async () => {
    const res = await get('/assets/icon/PG.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toMatch(/^<svg [^>]*width="120" height="120"/);
    expect(res.body).toContain('>PG</text>');
    expect((await get('/assets/icon/PG.svg?size=large')).body).toMatch(/width="320" height="200"/);
  });

  it('draws a game tile with its name from the catalogue', async () => {
    const { rows } = await t.db.query<{ id: number; display_name: string }>(
      "SELECT id, display_name FROM games WHERE game_code = 'PG_RNG_0001'",
    );
    const res = await get(`/assets/game/${rows[0]!.id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`>${rows[0]!.display_name}</text>`);
  });

  it('draws the seeded banners, escaping their text', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      "UPDATE banners SET title = '<script>x</script> & Co' WHERE group_name = 'w_forget' RETURNING id",
    );
    const res = await get(`/assets/banner/${rows[0]!.id}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#60;script&#62;x&#60;/script&#62; &#38; Co');
  });

  it('draws the banner art with its own merchant as subtitle', async () => {
    const { rows } = await t.db.query<{ id: number; code: string }>(
      `SELECT b.id, m.code FROM banners b JOIN merchants m ON m.id = b.merchant_id WHERE b.group_name = 'w_home' ORDER BY b.id`,
    );
    const lucky = rows.find((r) => r.code === 'LUCKY')!;
    const demo = rows.find((r) => r.code === 'DEMO')!;
    expect((await get(`/assets/banner/${lucky.id}.svg`)).body).toContain('>Lucky Star</text>');
    expect((await get(`/assets/banner/${demo.id}.svg`)).body).toContain('>Demo Casino</text>');
  });

  it("draws each merchant's logo and favicon in its theme's colours, with its name", async () => {
    const logo = await get('/assets/logo/LUCKY.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(logo.body).toMatch(/^<svg [^>]*width="280" height="72"[^>]*aria-label="Lucky Star"/);
    expect(logo.body).toContain('>Lucky Star</text>');
    expect(logo.body).toContain('fill="#a674ff"');
    expect(logo.body).toContain('>LS</text>');
    const demo = await get('/assets/logo/DEMO.svg');
    expect(demo.body).toContain('>Demo Casino</text>');
    expect(demo.body).toContain('fill="#f5b400"');
    const favicon = await get('/assets/favicon/LUCKY.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.body).toMatch(/^<svg [^>]*width="64" height="64"/);
    expect(favicon.body).toContain('fill="#a674ff"');
    expect(favicon.body).toContain('fill="#1a0b2e"');
    expect((await get('/assets/logo/lucky.svg')).body).toBe(logo.body);
    expect((await get('/assets/logo/NOPE.svg')).statusCode).toBe(404);
    expect((await get('/assets/favicon/NOPE.svg')).statusCode).toBe(404);
  });

  it('404s unknown ids and rejects names that are not NAME.svg', async () => {
    expect((await get('/assets/game/99999999.svg')).statusCode).toBe(404);
    expect((await get('/assets/banner/abc.svg')).statusCode).toBe(404);
    const bad = await get('/assets/icon/PG.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await get('/assets/qr-placeholder')).statusCode).toBe(404);
  });
});
