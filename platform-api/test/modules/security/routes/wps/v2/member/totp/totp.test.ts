import { encryptPayload } from 'shared-contracts';
import { hashPassword } from '../../../../../../../../src/infra/crypto/password';
import { totpCode } from '../../../../../../../../src/infra/crypto/totp';
import { setupApp, type TestApp } from '../../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin } from '../../../../../../../helpers/login';

const err = (code: string, message: string) => ({ success: false, value: null, message, code });
const ok = (value: unknown) => ({ success: true, value, message: null });
const invalidCode = err('INVALID_CODE', 'err_invalid_code');
const PASSWORD = 'Totp@12345';
/** The next 30-second step's code: good once the current step's code was used (one step of drift is allowed). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
/** Each test logs in many times from one IP: the login and code buckets must not get in the way. */
const AUTH = { ...TEST_AUTH, loginRateLimit: { limit: 1000, windowSeconds: 60 } };

describe.each(BACKENDS)('two-step sign-in (authenticator app) on %s', (backend) => {
  let t: TestApp;
  let publicKey: string;
  let trialToken: string;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: AUTH }, { verifyNewIp: true });
    publicKey = (await t.app.inject({ method: 'GET', url: '/wps/system/config' })).json().value.publicKey;
    const { members, merchants, sessions } = t.app;
    const merchantId = (await merchants.findByCode('DEMO'))!.id;
    const passwordHash = await hashPassword(PASSWORD);
    for (const username of ['tp_on', 'tp_off', 'tp_recovery', 'tp_ip', 'tp_ip_recovery', 'tp_ip_wrong'])
      await members.create({ merchantId, username, passwordHash, type: 0, email: `${username}@example.com` });
    const trial = await members.create({ merchantId, username: 'trial_tp', passwordHash, type: 4 });
    trialToken = await sessions.create(trial.id, 3600);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, ip = '192.0.2.9') => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: auth(token),
      ...(payload === undefined ? {} : { payload: { encrypted: await encryptPayload(publicKey, payload) } }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const login = (username: string, ip: string) => postLogin(t.app, { username, password: PASSWORD }, ip);
  const tokenOf = async (username: string, ip = '192.0.2.1'): Promise<string> => {
    const res = await login(username, ip);
    if (!res.body.value?.token) throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
    return res.body.value.token as string;
  };
  const status = (token?: string) => call('GET', '/wps/v2/member/totp', token);
  const setUp = async (token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/totp/setup',
      headers: auth(token),
      payload: {},
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any };
  };
  const enable = (token: string | undefined, code: string) =>
    call('POST', '/wps/v2/member/totp/enable', token, { code });
  const disable = (token: string | undefined, code: string) =>
    call('POST', '/wps/v2/member/totp/disable', token, { code });
  const messages = async (username: string) =>
    (
      await t.db.query<{ title: string }>(
        'SELECT g.title FROM member_messages g JOIN members m ON m.id = g.member_id WHERE m.username = $1 ORDER BY g.id',
        [username],
      )
    ).rows.map((r) => r.title);
  /** Turns the member's authenticator on; its secret and recovery codes. */
  const turnOn = async (token: string) => {
    const secret = (await setUp(token)).body.value.secret as string;
    const { body } = await enable(token, totpCode(secret));
    return { secret, recoveryCodes: body.value.recoveryCodes as string[] };
  };

  it('refuses a caller without a session, and trial accounts', async () => {
    expect((await status()).status).toBe(401);
    expect((await setUp()).status).toBe(401);
    expect((await enable(undefined, '123456')).status).toBe(401);
    expect((await disable(undefined, '123456')).status).toBe(401);
    expect((await status(trialToken)).status).toBe(403);
    expect((await setUp(trialToken)).status).toBe(403);
  });

  it('sets up a secret, refuses a wrong code, turns on with the right one and refuses it replayed', async () => {
    const token = await tokenOf('tp_on');
    expect(await status(token)).toEqual({ status: 200, body: ok({ enabled: false, recoveryCodesLeft: 0 }) });
    expect((await enable(token, '123456')).body).toEqual(err('TOTP_NOT_SET_UP', 'err_totp_not_set_up'));
    const setup = await setUp(token);
    expect(setup.status).toBe(200);
    const { secret, otpauthUri } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*tp_on\?.*secret=/);
    // Stored sealed, never as the base32 text.
    const stored = await t.db.query<{ secret_enc: string }>(
      "SELECT secret_enc FROM member_totp t JOIN members m ON m.id = t.member_id WHERE m.username = 'tp_on'",
    );
    expect(stored.rows[0]!.secret_enc).not.toContain(secret);
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await enable(token, wrong)).toEqual({ status: 400, body: invalidCode });
    expect((await status(token)).body.value.enabled).toBe(false);

    const code = totpCode(secret);
    const on = await enable(token, code);
    expect(on.status).toBe(200);
    expect(on.body.value.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.value.recoveryCodes).size).toBe(10);
    expect(await status(token)).toEqual({ status: 200, body: ok({ enabled: true, recoveryCodesLeft: 10 }) });
    expect(await messages('tp_on')).toEqual(['Two-step sign-in turned on']);
    // Only hashes are kept.
    const hashes = await t.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM member_totp_recovery_codes c JOIN members m ON m.id = c.member_id WHERE m.username = 'tp_on'",
    );
    expect(hashes.rows.map((r) => r.code_hash)).not.toContain(on.body.value.recoveryCodes[0]);

    expect((await enable(token, code)).body).toEqual(err('TOTP_ALREADY_ON', 'err_totp_already_on'));
    expect((await setUp(token)).body).toEqual(err('TOTP_ALREADY_ON', 'err_totp_already_on'));
    // The code that turned it on cannot turn it off.
    expect(await disable(token, code)).toEqual({ status: 400, body: invalidCode });
    expect((await status(token)).body.value.enabled).toBe(true);
  });

  it('turns off with a current code; the secret and recovery codes are forgotten', async () => {
    const token = await tokenOf('tp_off');
    expect((await disable(token, '123456')).body).toEqual(err('TOTP_NOT_SET_UP', 'err_totp_not_set_up'));
    const { secret } = await turnOn(token);
    expect(await disable(token, nextCode(secret))).toEqual({ status: 200, body: ok(null) });
    expect(await status(token)).toEqual({ status: 200, body: ok({ enabled: false, recoveryCodesLeft: 0 }) });
    expect(await messages('tp_off')).toEqual(['Two-step sign-in turned on', 'Two-step sign-in turned off']);
    const left = await t.db.query(
      "SELECT 1 FROM member_totp_recovery_codes c JOIN members m ON m.id = c.member_id WHERE m.username = 'tp_off'",
    );
    expect(left.rows).toHaveLength(0);
  });

  it('turns off with a recovery code, which is good once', async () => {
    const token = await tokenOf('tp_recovery');
    const { recoveryCodes } = await turnOn(token);
    expect(await disable(token, 'not-a-code')).toEqual({ status: 400, body: invalidCode });
    expect(await disable(token, ` ${recoveryCodes[3]} `)).toEqual({ status: 200, body: ok(null) });
    // On again: the old recovery codes are gone.
    const again = await turnOn(token);
    expect(await disable(token, recoveryCodes[4]!)).toEqual({ status: 400, body: invalidCode });
    expect(await disable(token, again.recoveryCodes[0]!)).toEqual({ status: 200, body: ok(null) });
  });

  describe('the new-IP check', () => {
    const verifyIp = (ticket: string, answer: string, ip: string) =>
      call('POST', '/wps/verification/ip', undefined, { ticket, method: 'AUTHENTICATOR', answer }, ip);
    const challenge = async (username: string, ip: string) => {
      const { body } = await login(username, ip);
      if (!body.value?.ipVerification) throw new Error(`no challenge: ${JSON.stringify(body)}`);
      return body.value.ipVerification as { ticket: string; methods: { method: string; hint: string }[] };
    };

    it('offers the authenticator first, and a current code opens the session and remembers the IP', async () => {
      const { secret } = await turnOn(await tokenOf('tp_ip'));
      const ip = freshIp();
      const c = await challenge('tp_ip', ip);
      expect(c.methods).toEqual([
        { method: 'AUTHENTICATOR', hint: '' },
        { method: 'EMAIL', hint: 't***@example.com' },
      ]);
      const code = nextCode(secret);
      const passed = await verifyIp(c.ticket, code, ip);
      expect(passed.status).toBe(200);
      expect(passed.body.value.token).toEqual(expect.any(String));
      expect((await login('tp_ip', ip)).body.value.token).toEqual(expect.any(String));
      // The same code again (another new IP) is refused.
      const other = freshIp();
      const again = await challenge('tp_ip', other);
      expect(await verifyIp(again.ticket, code, other)).toEqual({ status: 400, body: invalidCode });
    });

    it('accepts a recovery code once', async () => {
      const { recoveryCodes } = await turnOn(await tokenOf('tp_ip_recovery'));
      const ip = freshIp();
      const c = await challenge('tp_ip_recovery', ip);
      expect((await verifyIp(c.ticket, recoveryCodes[0]!, ip)).body.value.token).toEqual(expect.any(String));
      const other = freshIp();
      const again = await challenge('tp_ip_recovery', other);
      expect(await verifyIp(again.ticket, recoveryCodes[0]!, other)).toEqual({ status: 400, body: invalidCode });
      expect((await verifyIp(again.ticket, recoveryCodes[1]!, other)).status).toBe(200);
      expect((await status(await tokenOf('tp_ip_recovery'))).body.value.recoveryCodesLeft).toBe(8);
    });

    it('counts wrong codes on the ticket (5 tries), and refuses the method to a member without it', async () => {
      const ip = freshIp();
      const without = await challenge('tp_off', ip);
      expect(without.methods).toEqual([{ method: 'EMAIL', hint: 't***@example.com' }]);
      expect((await verifyIp(without.ticket, '123456', ip)).body.code).toBe('VALIDATION');

      const { secret } = await turnOn(await tokenOf('tp_ip_wrong'));
      const from = freshIp();
      const c = await challenge('tp_ip_wrong', from);
      for (let i = 0; i < 4; i += 1)
        expect(await verifyIp(c.ticket, 'wrong-code', from)).toEqual({ status: 400, body: invalidCode });
      // From another IP the ticket does not work (and that try is not the ticket's).
      expect((await verifyIp(c.ticket, nextCode(secret), freshIp())).body.code).toBe('TICKET_INVALID');
      expect(await verifyIp(c.ticket, 'wrong-code', from)).toEqual({ status: 400, body: invalidCode });
      // Five tries spent: even the right code is refused.
      expect((await verifyIp(c.ticket, nextCode(secret), from)).body.code).toBe('TICKET_INVALID');
    });
  });
});
