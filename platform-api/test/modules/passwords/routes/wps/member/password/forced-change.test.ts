import { encryptPayload } from 'shared-contracts';
import { hashPassword } from '../../../../../../../src/infra/crypto/password';
import { setWhitelabelModule, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../../helpers/login';

const OLD = 'Old@12345';
const NEW = 'New@12345';
const changeRequired = {
  success: false,
  value: null,
  message: 'err_password_change_required',
  code: 'PASSWORD_CHANGE_REQUIRED',
};

describe.each(BACKENDS)('forced password change (SPEC §4) on %s', (backend) => {
  let t: TestApp;
  let publicKey: string;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
    const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
    const passwordHash = await hashPassword(OLD);
    const { members } = t.app;
    for (const username of ['fc_temp', 'fc_logout'])
      await members.create({ merchantId, username, passwordHash, type: 1, mustChangePassword: true });
    for (const username of ['fc_old_on', 'fc_old_off', 'fc_plain'])
      await members.create({ merchantId, username, passwordHash, type: 0 });
    await members.create({ merchantId, username: 'fc_new', passwordHash, type: 0, welcomeDue: true });
    await t.db.query(
      "UPDATE members SET password_changed_at = now() - interval '400 days' WHERE username IN ('fc_old_on', 'fc_old_off')",
    );
  }, 60_000);
  afterAll(() => t?.cleanup());

  const setExpiryModule = (on: boolean) => setWhitelabelModule(t, 'PWDEXPFORCECHANGE3', on);
  const login = async (username: string, password = OLD) => {
    const res = await postLogin(t.app, { username, password }, freshIp());
    if (res.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
    return res.body.value as { token: string; passwordExpired: boolean; firstTimeLogin: boolean };
  };
  const get = async (url: string, token: string, method: 'GET' | 'DELETE' = 'GET') => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const change = async (token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { encrypted: await encryptPayload(publicKey, { newPassword: NEW, confirmNewPassword: NEW }) },
    });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('a temporary password: the session may only change the password or log out; the change lifts it', async () => {
    const { token, passwordExpired } = await login('fc_temp');
    expect(passwordExpired).toBe(true);
    expect(await get('/wps/member/info', token)).toEqual({ status: 403, body: changeRequired });
    expect(await get('/wps/agent/team/overview', token)).toMatchObject({ status: 403, body: changeRequired });
    expect(await change(token)).toMatchObject({ status: 200, body: { success: true } });
    expect((await get('/wps/member/info', token)).status).toBe(200);
    const again = await login('fc_temp', NEW);
    expect(again.passwordExpired).toBe(false);
    expect((await get('/wps/member/info', again.token)).status).toBe(200);
  });

  it('a must-change session may log out', async () => {
    const { token } = await login('fc_logout');
    expect((await get('/wps/session/logout', token, 'DELETE')).status).toBe(200);
    expect((await get('/wps/member/info', token)).status).toBe(401);
  });

  it('an expired password is forced only while PWDEXPFORCECHANGE3 is on', async () => {
    await setExpiryModule(true);
    const on = await login('fc_old_on');
    expect(on.passwordExpired).toBe(true);
    expect(await get('/wps/member/info', on.token)).toEqual({ status: 403, body: changeRequired });
    await setExpiryModule(false);
    try {
      const off = await login('fc_old_off');
      expect(off.passwordExpired).toBe(false);
      expect((await get('/wps/member/info', off.token)).status).toBe(200);
      // The flag belongs to the session: switching the module off does not lift it from the one opened before.
      expect((await get('/wps/member/info', on.token)).status).toBe(403);
    } finally {
      await setExpiryModule(true);
    }
  });

  it('firstTimeLogin: true on the first login of a new account only, never for other accounts', async () => {
    expect((await login('fc_new')).firstTimeLogin).toBe(true);
    expect((await login('fc_new')).firstTimeLogin).toBe(false);
    expect((await login('fc_plain')).firstTimeLogin).toBe(false);
    const { rows } = await t.db.query<{ welcome_due: boolean }>(
      "SELECT welcome_due FROM members WHERE username = 'fc_new'",
    );
    expect(rows).toEqual([{ welcome_due: false }]);
  });

  it("firstTimeLogin: a registration's own sign-in leaves the welcome for the first login", async () => {
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'fc_plain'");
    await t.db.query("UPDATE members SET welcome_due = true WHERE username = 'fc_plain'");
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    expect((await t.app.members.recordLogin(rows[0]!.id, freshIp(), merchant, undefined, false)).firstTimeLogin).toBe(
      false,
    );
    expect((await login('fc_plain')).firstTimeLogin).toBe(true);
    expect((await login('fc_plain')).firstTimeLogin).toBe(false);
  });
});
