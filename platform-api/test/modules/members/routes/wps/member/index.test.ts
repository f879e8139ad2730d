/** @pglite: the member routes on the embedded database too. */
import { createHash } from 'node:crypto';
import { DEMO_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../helpers/login';

const unauthorized = { success: false, value: null, message: 'err_not_logged_in', code: 'UNAUTHORIZED' };

describe.each(BACKENDS)('/wps/member/info and logout on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const login = async (username: string) =>
    (await postLogin(t.app, { username, password: DEMO_PASSWORD }, freshIp())).body.value.token as string;
  const info = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const logout = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: `Bearer ${token}` } });
  const hash = (token: string) => createHash('sha256').update(token).digest('hex');

  it('answers the logged-in member for its token', async () => {
    const res = await info(await login('demo_agent'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: null,
      value: {
        id: expect.any(Number),
        account: 'demo_agent',
        nickname: 'Demo Agent',
        type: 1,
        isAgent: true,
        isTrial: false,
      },
    });
  });

  it('401s without a token', async () => {
    const res = await info();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });

  it('logout revokes the token: info and a second logout then 401', async () => {
    const token = await login('demo_player');
    const other = await login('demo_player');
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null, message: null });
    const { rows } = await t.db.query('SELECT 1 FROM sessions WHERE token_hash = $1 AND revoked_at IS NOT NULL', [
      hash(token),
    ]);
    expect(rows).toHaveLength(1);
    expect((await info(token)).json()).toEqual(unauthorized);
    expect((await logout(token)).statusCode).toBe(401);
    // Other sessions of the member live on.
    expect((await info(other)).statusCode).toBe(200);
  });

  it('401s an expired token', async () => {
    const token = await login('demo_downline');
    expect((await info(token)).statusCode).toBe(200);
    await t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hash(token),
    ]);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('401s the sessions of a member who is no longer ACTIVE', async () => {
    const token = await login('demo_downline');
    await t.db.query("UPDATE members SET status = 'LOCKED' WHERE username = 'demo_downline'");
    try {
      expect((await info(token)).statusCode).toBe(401);
    } finally {
      await t.db.query("UPDATE members SET status = 'ACTIVE' WHERE username = 'demo_downline'");
    }
  });
});
