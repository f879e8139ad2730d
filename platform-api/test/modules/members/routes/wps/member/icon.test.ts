import { DEMO_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../helpers/login';

describe.each(BACKENDS)('GET /wps/member/info/icon and /assets/avatar on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const login = async (username: string) =>
    (await postLogin(t.app, { username, password: DEMO_PASSWORD }, freshIp())).body.value.token as string;
  const icon = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/wps/member/info/icon',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("answers an avatar URL with the nickname's initials and a colour fixed per member", async () => {
    const res = await icon(await login('demo_player'));
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(value).toEqual({
      icon: expect.stringMatching(/^\/assets\/avatar\/DP\.svg\?hue=\d{1,3}$/),
      iconId: null,
      choices: expect.any(Array),
    });
    expect((await icon(await login('demo_player'))).json().value).toEqual(value);
    expect((await icon(await login('demo_agent'))).json().value.icon).toMatch(/^\/assets\/avatar\/DA\.svg\?hue=/);
  });

  it('serves the image the URL names', async () => {
    const { icon: url } = (await icon(await login('demo_player'))).json().value;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>DP</text>');
    expect(res.body).toContain(`hsl(${url.split('hue=')[1]},`);
  });

  it('draws initials of any script and refuses anything else', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/assets/avatar/${encodeURIComponent('ĐT')}.svg?hue=10` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('>ĐT</text>');
    for (const url of [
      '/assets/avatar/ABC.svg',
      '/assets/avatar/%3Cs%3E.svg',
      '/assets/avatar/DP.png',
      '/assets/avatar/DP.svg?hue=400',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a session waiting for its security answer', async () => {
    expect((await icon(await login('demo_secure'))).json().value.icon).toMatch(/^\/assets\/avatar\/DS\.svg\?hue=/);
  });

  it('401s without a token', async () => {
    const res = await icon();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, value: null, message: 'err_not_logged_in', code: 'UNAUTHORIZED' });
  });
});
