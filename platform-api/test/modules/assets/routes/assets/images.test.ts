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

  it('404s unknown ids and rejects names that are not NAME.svg', async () => {
    expect((await get('/assets/game/99999999.svg')).statusCode).toBe(404);
    expect((await get('/assets/banner/abc.svg')).statusCode).toBe(404);
    const bad = await get('/assets/icon/PG.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await get('/assets/qr-placeholder')).statusCode).toBe(404);
  });
});
