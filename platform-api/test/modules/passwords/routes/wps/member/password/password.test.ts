/** @pglite: the password routes on the embedded database too. */
import { encryptPayload } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../../../../../../../src/infra/crypto/password';
import { temporaryPassword } from '../../../../../../../src/modules/passwords/temporary-password';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../../../../src/seed';
import { setWhitelabelModule, setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin, solveBotCheck } from '../../../../../../helpers/login';
import { outboxTo } from '../../../../../../helpers/outbox';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });
const OLD = 'Old@12345';
const NEW = 'New@12345';

describe.each(BACKENDS)('password change and reset on %s', (backend) => {
  let t: TestApp;
  let publicKey: string;
  let merchantId: number;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
    merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
    const passwordHash = await hashPassword(OLD);
    const { members } = t.app;
    for (const username of ['pw_a', 'pw_b', 'pw_expired'])
      await members.create({ merchantId, username, passwordHash, type: 0 });
    for (const [username, email] of [
      ['feuserA', 'fea@example.com'],
      ['feuserB', 'feb@example.com'],
      ['feuserL', 'fel@example.com'],
      ['feuserM', 'fem@example.com'],
    ] as const)
      await members.create({ merchantId, username, passwordHash, type: 0, email });
    for (const [username, num] of [
      ['rp_a', '913000001'],
      ['rp_b', '913000002'],
      ['rp_c', '913000003'],
      ['rp_d', '913000004'],
    ] as const)
      await members.create({ merchantId, username, passwordHash, type: 0, mobileDialCode: '84', mobileNum: num });
    await t.db.query(
      "UPDATE members SET password_changed_at = now() - interval '400 days' WHERE username = 'pw_expired'",
    );
  }, 60_000);
  afterAll(() => t?.cleanup());

  const post = async (
    url: string,
    payload: unknown,
    { token, ip = freshIp(), encrypt = true }: { token?: string; ip?: string; encrypt?: boolean } = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: encrypt ? { encrypted: await encryptPayload(publicKey, payload) } : (payload as object),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any, headers: res.headers };
  };
  const login = async (username: string, password: string) => {
    const res = await postLogin(t.app, { username, password }, freshIp());
    if (res.status !== 200) throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
    return res.body.value as { token: string; passwordExpired: boolean; firstTimeLogin: boolean };
  };
  const infoStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } }))
      .statusCode;
  const hashOf = async (username: string) =>
    (
      await t.db.query<{ password_hash: string; must_change_password: boolean }>(
        'SELECT password_hash, must_change_password FROM members WHERE username = $1',
        [username],
      )
    ).rows[0]!;
  const outbox = async (to: string) =>
    (await outboxTo(t.app, to)) as {
      channel: string;
      body: string;
      code: string;
    }[];
  const change = (token: string, body: Record<string, unknown>) => post('/wps/member/password', body, { token });

  describe('POST /wps/member/password', () => {
    it('changes the password, keeps the current session and revokes the others', async () => {
      const current = await login('pw_a', OLD);
      const other = await login('pw_a', OLD);
      expect(current.passwordExpired).toBe(false);
      const res = await change(current.token, { oldPassword: OLD, newPassword: NEW, confirmNewPassword: NEW });
      expect(res).toMatchObject({ status: 200, body: { success: true, value: null, message: null } });
      expect(await infoStatus(current.token)).toBe(200);
      expect(await infoStatus(other.token)).toBe(401);
      expect(await verifyPassword(NEW, (await hashOf('pw_a')).password_hash)).toBe(true);
      const { rows } = await t.db.query<{ recent: boolean }>(
        "SELECT password_changed_at > now() - interval '1 minute' AS recent FROM members WHERE username = 'pw_a'",
      );
      expect(rows[0]!.recent).toBe(true);
      expect((await login('pw_a', NEW)).passwordExpired).toBe(false);
    });

    it('CONFIRM_MISMATCH, PASSWORD_RULE (with min/max), VALIDATION without old, BAD_OLD_PASSWORD, SAME_PASSWORD', async () => {
      const { token } = await login('pw_b', OLD);
      expect(
        await change(token, { oldPassword: OLD, newPassword: NEW, confirmNewPassword: 'New@12346' }),
      ).toMatchObject({ status: 400, body: err('CONFIRM_MISMATCH', 'err_confirm_mismatch') });
      for (const weak of ['newpass123', 'Ab@1', 'NoSymbol123', 'Way@Too@Long@Password1'])
        expect(await change(token, { oldPassword: OLD, newPassword: weak, confirmNewPassword: weak })).toEqual({
          status: 400,
          headers: expect.anything(),
          body: { ...err('PASSWORD_RULE', 'reg_pattern_UPPER_LOWER_DIGIT_SYMBOL'), min: 8, max: 20 },
        });
      expect(await change(token, { newPassword: NEW, confirmNewPassword: NEW })).toMatchObject({
        status: 400,
        body: { ...err('VALIDATION', 'err_input_empty'), field: 'oldPassword', detail: 'oldPassword is required' },
      });
      expect(
        await change(token, { oldPassword: 'Wrong@1234', newPassword: NEW, confirmNewPassword: NEW }),
      ).toMatchObject({
        status: 400,
        body: err('BAD_OLD_PASSWORD', 'err_bad_old_password'),
      });
      expect(await change(token, { oldPassword: OLD, newPassword: OLD, confirmNewPassword: OLD })).toMatchObject({
        status: 400,
        body: err('SAME_PASSWORD', 'err_same_password'),
      });
      expect(await verifyPassword(OLD, (await hashOf('pw_b')).password_hash)).toBe(true);
      expect(await infoStatus(token)).toBe(200);
    });

    it('forced change: demo_newbie logs in with passwordExpired and changes without the old password', async () => {
      const first = await login('demo_newbie', DEMO_PASSWORD);
      expect(first.passwordExpired).toBe(true);
      expect(
        await change(first.token, { newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD }),
      ).toMatchObject({ status: 400, body: err('SAME_PASSWORD', 'err_same_password') });
      expect((await change(first.token, { newPassword: NEW, confirmNewPassword: NEW })).status).toBe(200);
      expect((await hashOf('demo_newbie')).must_change_password).toBe(false);
      expect((await login('demo_newbie', NEW)).passwordExpired).toBe(false);
    });

    it('an expired password may be changed without the old one', async () => {
      const { token, passwordExpired } = await login('pw_expired', OLD);
      expect(passwordExpired).toBe(true);
      expect((await change(token, { newPassword: NEW, confirmNewPassword: NEW })).status).toBe(200);
      expect((await login('pw_expired', NEW)).passwordExpired).toBe(false);
    });

    it('refuses trials (TRIAL_FORBIDDEN), missing tokens (UNAUTHORIZED) and plain bodies (DECRYPT_FAILED)', async () => {
      const nonce = await encryptPayload(publicKey, { nonce: `nonce-${Date.now()}-password-test`, ts: Date.now() });
      const trial = (
        await t.app.inject({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          remoteAddress: freshIp(),
          payload: { os: 'Linux', platform: 'W', nonce },
        })
      ).json().value.token as string;
      const body = { newPassword: NEW, confirmNewPassword: NEW };
      expect(await change(trial, body)).toMatchObject({
        status: 403,
        body: err('TRIAL_FORBIDDEN', 'in_need_true_account'),
      });
      expect((await post('/wps/member/password', body)).body.code).toBe('UNAUTHORIZED');
      const { token } = await login('pw_b', OLD);
      expect((await post('/wps/member/password', body, { token, encrypt: false })).body.code).toBe('DECRYPT_FAILED');
    });
  });

  describe('POST /wps/member/password/email', () => {
    const forgot = (username: string, email: string, ip?: string) =>
      post('/wps/member/password/email', { username, email }, { encrypt: false, ip });

    it('the temporary password is 12 characters meeting UPPER_LOWER_DIGIT_SYMBOL', () => {
      for (let i = 0; i < 50; i += 1)
        expect(temporaryPassword()).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%*?])\S{12}$/);
    });

    it('e-mails a temporary password that must be changed at the next login', async () => {
      expect(await forgot('FEUSERA', 'FEA@example.com')).toMatchObject({
        status: 200,
        body: { success: true, value: null, message: null },
      });
      const [mail] = await outbox('FEA@example.com');
      expect(mail).toMatchObject({ channel: 'EMAIL', code: expect.stringMatching(/^\S{12}$/) });
      expect(mail!.body).toContain(`Your temporary password is ${mail!.code}`);
      const stored = await hashOf('feuserA');
      expect(stored.must_change_password).toBe(true);
      expect(await verifyPassword(OLD, stored.password_hash)).toBe(false);
      const session = await login('feuserA', mail!.code);
      expect(session.passwordExpired).toBe(true);
      expect((await change(session.token, { newPassword: NEW, confirmNewPassword: NEW })).status).toBe(200);
      expect((await login('feuserA', NEW)).passwordExpired).toBe(false);
    });

    it('seeds demo_player with its e-mail', async () => {
      const { rows } = await t.db.query<{ email: string }>("SELECT email FROM members WHERE username = 'demo_player'");
      expect(rows[0]!.email).toBe(DEMO_EMAIL);
    });

    it('USER_EMAIL_NOT_FOUND when the username and e-mail do not belong together; VALIDATION by the rules', async () => {
      const notFound = { status: 400, body: err('USER_EMAIL_NOT_FOUND', 'err_user_email_not_found') };
      expect(await forgot('feuserB', 'other@example.com')).toMatchObject(notFound);
      expect(await forgot('nobody1', 'feb@example.com')).toMatchObject(notFound);
      expect(await forgot('pwuserA', 'feb@example.com')).toMatchObject(notFound);
      expect(await forgot('ab', 'feb@example.com')).toMatchObject({
        status: 400,
        body: { ...err('VALIDATION', 'reg_pattern_ALNUM_SYMBOLS'), field: 'username', min: 6, max: 16 },
      });
      expect(await forgot('feuserC', 'not-an-email')).toMatchObject({
        status: 400,
        body: { ...err('VALIDATION', 'reg_pattern_EMAIL'), field: 'email' },
      });
      expect(await outbox('other@example.com')).toEqual([]);
      expect((await hashOf('feuserB')).must_change_password).toBe(false);
    });

    it('rate limits per IP (5 / 15 min) and per IP and username (3 a day)', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) expect((await forgot(`ipuser${i}`, 'x@example.com', ip)).status).toBe(400);
      const limited = await forgot('ipuser9', 'x@example.com', ip);
      expect(limited).toMatchObject({ status: 429, body: err('RATE_LIMITED', 'err_too_many_requests') });
      expect(limited.headers['retry-after']).toBeDefined();
      const stranger = freshIp();
      for (let i = 0; i < 3; i += 1) expect((await forgot('feuserL', 'nope@example.com', stranger)).status).toBe(400);
      const refused = await forgot('FEUSERL', 'fel@example.com', stranger);
      expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      expect((await hashOf('feuserL')).must_change_password).toBe(false);
    });

    it("a stranger's requests from one address do not lock the owner out: the owner resets from another", async () => {
      const stranger = freshIp();
      for (let i = 0; i < 3; i += 1) expect((await forgot('feuserL', 'guess@example.com', stranger)).status).toBe(400);
      expect((await forgot('feuserL', 'fel@example.com', stranger)).status).toBe(429);
      expect(await outbox('fel@example.com')).toEqual([]);
      expect(await forgot('feuserL', 'fel@example.com', freshIp())).toMatchObject({ status: 200 });
      expect(await outbox('fel@example.com')).toHaveLength(1);
    });

    it('sends an account at most 10 temporary passwords a day, whoever asks', async () => {
      const { limit } = TEST_AUTH.forgotEmailAccountRateLimit;
      for (let i = 0; i < limit; i += 1) expect((await forgot('feuserM', 'fem@example.com')).status).toBe(200);
      expect(await forgot('feuserM', 'fem@example.com')).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      expect(await outbox('fem@example.com')).toHaveLength(limit);
    });
  });

  describe('POST /wps/member/password/verification', () => {
    const askCode = async (mobileNum: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: ip,
        payload: { mobileNum, countryDialingCode: '+84', botCheck: { altcha: await solveBotCheck(t.app) } },
      });
    const requestCode = async (mobileNum: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '+84', botCheck: { altcha: await solveBotCheck(t.app) } },
      });
      expect(res.statusCode).toBe(200);
      return (await outbox(`+84${mobileNum}`))[0]!.code;
    };
    const reset = (mobileNum: string, verificationCode: string, newPassword = NEW) =>
      post('/wps/member/password/verification', { newPassword, mobileNum, countryDialingCode: '84', verificationCode });
    const setModule = (on: boolean) => setWhitelabelModule(t, 'CHNGPASSVERIF3', on);

    it('sets the password with the SMS code, revokes the sessions and logs the member in', async () => {
      const before = await login('rp_a', OLD);
      await t.db.query("UPDATE members SET must_change_password = true WHERE username = 'rp_a'");
      const code = await requestCode('913000001');
      const res = await reset('913000001', code);
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        firstTimeLogin: false,
        passwordExpired: false,
        member: expect.objectContaining({ account: 'rp_a', isTrial: false }),
      });
      expect(await infoStatus(res.body.value.token)).toBe(200);
      expect(await infoStatus(before.token)).toBe(401);
      expect((await hashOf('rp_a')).must_change_password).toBe(false);
      expect((await login('rp_a', NEW)).passwordExpired).toBe(false);
      // The code is consumed.
      expect(await reset('913000001', code, 'Other@12345')).toMatchObject({
        status: 400,
        body: err('INVALID_CODE', 'err_invalid_code'),
      });
    });

    it('PASSWORD_RULE before the code is tried; INVALID_PHONE; INVALID_CODE; burned after 5; CODE_EXPIRED', async () => {
      const code = await requestCode('913000002');
      expect(await reset('913000002', code, 'weakpass')).toMatchObject({
        status: 400,
        body: { ...err('PASSWORD_RULE', 'reg_pattern_UPPER_LOWER_DIGIT_SYMBOL'), min: 8, max: 20 },
      });
      expect(await reset('12ab', code)).toMatchObject({ status: 400, body: err('INVALID_PHONE', 'err_invalid_phone') });
      expect(await reset('913999999', code)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } });
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await reset('913000002', wrong)).body.code).toBe('INVALID_CODE');
      expect((await reset('913000002', code)).body.code).toBe('INVALID_CODE');
      expect(await verifyPassword(OLD, (await hashOf('rp_b')).password_hash)).toBe(true);

      const fresh = await requestCode('913000003');
      await t.db.query(
        "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = '+84913000003'",
      );
      expect(await reset('913000003', fresh)).toMatchObject({
        status: 400,
        body: err('CODE_EXPIRED', 'err_code_expired'),
      });
    });

    it("a stranger asking codes for the number from one address neither delays nor stops the owner's reset", async () => {
      const target = '+84913000004';
      const stranger = freshIp();
      for (let i = 0; i < TEST_AUTH.smsCaps.ipNumberPerDay; i += 1) {
        // Past the hourly throttles each time: only the daily cap of (address, number) is left to stop them.
        await t.db.query(
          "UPDATE verification_codes SET created_at = created_at - interval '61 minutes' WHERE target = $1",
          [target],
        );
        expect((await askCode('913000004', stranger)).statusCode).toBe(200);
      }
      // The stranger's last code is seconds old: it is TOO_FAST for the stranger, not for the owner's address.
      expect((await askCode('913000004', stranger)).json()).toMatchObject({ code: 'TOO_FAST' });
      const owner = freshIp();
      expect((await askCode('913000004', owner)).statusCode).toBe(200);
      // And the stranger's address has had its codes of the day for the number; the owner's code stays the newest.
      await t.db.query(
        "UPDATE verification_codes SET created_at = created_at - interval '61 minutes' WHERE client_ip = $1",
        [stranger],
      );
      expect((await askCode('913000004', stranger)).json()).toMatchObject({ code: 'RATE_LIMITED' });
      const code = (await outbox(target))[0]!.code;
      const res = await reset('913000004', code);
      expect(res.status).toBe(200);
      expect(res.body.value.member).toMatchObject({ account: 'rp_d' });
    });

    it('NOT_ENABLED when CHNGPASSVERIF3 is off', async () => {
      await setModule(false);
      try {
        expect(await reset('913000003', '123456')).toMatchObject({
          status: 400,
          body: err('NOT_ENABLED', 'err_not_enabled'),
        });
      } finally {
        await setModule(true);
      }
    });
  });
});
