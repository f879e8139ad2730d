/** @pglite: the operators' sign-in and sessions on the embedded database too. */
import { DEMO_OPERATORS, OPERATOR_PASSWORD } from '../../../../../../src/seed';
import { totpCode } from '../../../../../../src/modules/operators';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { freshIp } from '../../../../../helpers/login';

const secretOf = (username: string) => DEMO_OPERATORS.find((o) => o.username === username)!.totpSecret;
/** The next 30-second step's code time (the server takes one step of drift): a code not used yet. */
const later = (steps: number) => Date.now() + steps * 30_000;

describe.each(BACKENDS)('operator sign-in and sessions (/ops/session, /ops/sessions) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
    await t.app.operators.enrolDemo(DEMO_OPERATORS.filter((o) => o.username !== 'demo_risk'));
  }, 60_000);
  afterAll(() => t?.cleanup());

  type Res = { status: number; body: any; cookies: Record<string, string> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON bodies
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    o: { payload?: object; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<Res> => {
    // Each call from its own address: the sign-in steps are rate-limited per IP (10 a minute).
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      ...(o.payload ? { payload: o.payload } : {}),
      headers: { ...(o.cookie ? { cookie: o.cookie } : {}), ...o.headers },
    });
    const cookies: Record<string, string> = {};
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = String(c).split(';');
      const [k, ...v] = pair!.split('=');
      cookies[k!] = v.join('=');
      expect(String(c)).toMatch(/HttpOnly; SameSite=Strict/);
    }
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, cookies };
  };
  const password = (username: string, pw = OPERATOR_PASSWORD) =>
    call('POST', '/ops/session', { payload: { username, password: pw } });
  /**
   * Signs `username` in with the current code; the session cookie and CSRF token. A code is good once per 30-second
   * step, so the operator's last used step is forgotten first (several sign-ins of one operator within a step).
   */
  const signIn = async (username: string, at = Date.now()) => {
    await t.db.query('UPDATE operators SET totp_last_step = NULL WHERE username = $1', [username]);
    const first = await password(username);
    expect(first.body).toEqual({ success: true, message: null, value: { step: 'totp' } });
    const second = await call('POST', '/ops/session/totp', {
      payload: { code: totpCode(secretOf(username), at) },
      cookie: `ops_pending=${first.cookies.ops_pending}`,
    });
    expect(second.status).toBe(200);
    expect(second.cookies.ops_pending).toBe('');
    return { cookie: `ops_session=${second.cookies.ops_session}`, csrf: second.body.value.csrfToken as string, second };
  };

  it('signs an operator in with password then authenticator code; the session knows its role and merchants', async () => {
    const { cookie, second } = await signIn('demo_finance');
    expect(second.body.value.operator).toMatchObject({
      username: 'demo_finance',
      role: 'finance',
      merchants: ['DEMO'],
      scope: ['DEMO'],
    });
    expect(second.body.value.operator.permissions).toContain('deposits.decide');
    expect(second.body.value.operator.permissions).not.toContain('merchants.configure');
    const me = await call('GET', '/ops/session', { cookie });
    expect(me.body.value).toMatchObject({ username: 'demo_finance', role: 'finance' });
    const owner = await signIn('demo_owner');
    // An owner works for no merchant in particular and can act on every one (the console's merchant picker).
    expect(owner.second.body.value.operator).toMatchObject({ role: 'owner', merchants: [] });
    expect(owner.second.body.value.operator.scope).toEqual(expect.arrayContaining(['DEMO', 'LUCKY']));
  });

  it('refuses a wrong password, an unknown operator and a wrong or reused code with one answer each', async () => {
    expect((await password('demo_support', 'Wrong@1234')).body.code).toBe('OPERATOR_BAD_CREDENTIALS');
    expect((await password('nobody_here')).body.code).toBe('OPERATOR_BAD_CREDENTIALS');
    const first = await password('demo_support');
    const pending = `ops_pending=${first.cookies.ops_pending}`;
    const wrong = await call('POST', '/ops/session/totp', { payload: { code: '000000' }, cookie: pending });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'TOTP_INVALID']);
    const code = totpCode(secretOf('demo_support'), later(1));
    expect((await call('POST', '/ops/session/totp', { payload: { code }, cookie: pending })).status).toBe(200);
    const again = await password('demo_support');
    const reused = await call('POST', '/ops/session/totp', {
      payload: { code },
      cookie: `ops_pending=${again.cookies.ops_pending}`,
    });
    expect(reused.body.code).toBe('TOTP_INVALID');
    // The pending cookie is spent by the second step, and is no session.
    expect((await call('POST', '/ops/session/totp', { payload: { code: '123456' } })).body.code).toBe(
      'OPERATOR_SESSION_REQUIRED',
    );
    expect((await call('GET', '/ops/session', { cookie: `ops_session=${again.cookies.ops_pending}` })).status).toBe(
      401,
    );
  });

  it('locks an operator for 15 minutes after five failures in a row', async () => {
    for (let i = 0; i < 4; i++)
      expect((await password('demo_auditor', 'Wrong@1234')).body.code).toBe('OPERATOR_BAD_CREDENTIALS');
    const fifth = await password('demo_auditor', 'Wrong@1234');
    expect([fifth.status, fifth.body.code]).toEqual([423, 'OPERATOR_LOCKED']);
    expect(Date.parse(fifth.body.until) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await password('demo_auditor')).body.code).toBe('OPERATOR_LOCKED');
    await t.db.query("UPDATE operators SET locked_until = now() - interval '1 second' WHERE username = 'demo_auditor'");
    expect((await password('demo_auditor')).status).toBe(200);
  });

  it('enrols an authenticator at the first sign-in: a QR secret and recovery codes, each code good once', async () => {
    const first = await password('demo_risk');
    const next = first.body.value;
    expect(next.step).toBe('enrol');
    expect(next.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*demo_risk\?.*secret=/);
    expect(next.recoveryCodes).toHaveLength(10);
    const pending = `ops_pending=${first.cookies.ops_pending}`;
    // A recovery code cannot finish an enrolment: the authenticator must work first.
    const early = await call('POST', '/ops/session/totp', {
      payload: { recoveryCode: next.recoveryCodes[0] },
      cookie: pending,
    });
    expect(early.body.code).toBe('TOTP_INVALID');
    const ok = await call('POST', '/ops/session/totp', { payload: { code: totpCode(next.secret) }, cookie: pending });
    expect(ok.status).toBe(200);
    const second = await password('demo_risk');
    expect(second.body.value).toEqual({ step: 'totp' });
    const recovery = { recoveryCode: next.recoveryCodes[1] };
    const used = await call('POST', '/ops/session/totp', {
      payload: recovery,
      cookie: `ops_pending=${second.cookies.ops_pending}`,
    });
    expect(used.status).toBe(200);
    const third = await password('demo_risk');
    const twice = await call('POST', '/ops/session/totp', {
      payload: recovery,
      cookie: `ops_pending=${third.cookies.ops_pending}`,
    });
    expect(twice.body.code).toBe('TOTP_INVALID');
  });

  it("lists the operator's sessions and revokes one; signing out ends the current one", async () => {
    const a = await signIn('demo_admin');
    const b = await signIn('demo_admin');
    const list = await call('GET', '/ops/sessions', { cookie: b.cookie });
    expect(list.body.value.list.length).toBeGreaterThanOrEqual(2);
    const current = list.body.value.list.find((s: { current: boolean }) => s.current);
    const other = list.body.value.list.find((s: { current: boolean }) => !s.current);
    expect(current.ip).toBeTruthy();
    // Revoking needs the CSRF token of the session it is sent with.
    expect((await call('DELETE', `/ops/sessions/${other.id}`, { cookie: b.cookie })).body.code).toBe('CSRF_REJECTED');
    const csrf = { 'x-csrf-token': b.csrf };
    expect((await call('DELETE', `/ops/sessions/${other.id}`, { cookie: b.cookie, headers: csrf })).status).toBe(200);
    expect((await call('GET', '/ops/session', { cookie: a.cookie })).body.code).toBe('OPERATOR_SESSION_REQUIRED');
    const out = await call('DELETE', '/ops/session', { cookie: b.cookie, headers: csrf });
    expect([out.status, out.cookies.ops_session]).toEqual([200, '']);
    expect((await call('GET', '/ops/session', { cookie: b.cookie })).status).toBe(401);
  });

  it('ends a session idle for 30 minutes or 12 hours old', async () => {
    const idle = await signIn('demo_admin');
    await t.db.query("UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes' WHERE stage = 'open'");
    expect((await call('GET', '/ops/session', { cookie: idle.cookie })).body.code).toBe('OPERATOR_SESSION_REQUIRED');
    const old = await signIn('demo_admin');
    await t.db.query("UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE stage = 'open'");
    expect((await call('GET', '/ops/session', { cookie: old.cookie })).body.code).toBe('OPERATOR_SESSION_REQUIRED');
  });

  it('reaches the /ops routes its role holds: the owner reads the jobs, support cannot switch maintenance', async () => {
    const owner = await signIn('demo_owner');
    expect((await call('GET', '/ops/jobs', { cookie: owner.cookie })).status).toBe(200);
    const support = await signIn('demo_support');
    const write = await call('POST', '/ops/merchants/DEMO/maintenance', {
      cookie: support.cookie,
      headers: { 'x-csrf-token': support.csrf },
      payload: { on: true },
    });
    expect([write.status, write.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await t.db.query("SELECT maintenance FROM merchants WHERE code = 'DEMO'")).rows[0]).toEqual({
      maintenance: false,
    });
  });
});
