import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { DEMO_OPERATORS, OPERATOR_PASSWORD } from '../../../../../../src/seed';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { freshIp } from '../../../../../helpers/login';
import { softAuthenticator, type SoftAuthenticator } from '../../../../../helpers/passkey';
import type { Json } from '../../../../../helpers/payments';

const HOST = 'ops.example.test';
const ORIGIN = `http://${HOST}`;

describe.each(BACKENDS)('operator sign-in with a passkey (/ops/session/passkey) on %s', (backend) => {
  let t: TestApp;
  let finance: SoftAuthenticator;
  let support: SoftAuthenticator;
  beforeAll(async () => {
    t = await setupApp(backend);
    await t.app.operators.enrolDemo(DEMO_OPERATORS);
    finance = await register('demo_finance');
    support = await register('demo_support');
  }, 60_000);
  afterAll(() => t?.cleanup());

  type Res = { status: number; body: Json; cookies: Record<string, string> };
  const call = async (url: string, o: { payload?: object; cookie?: string; method?: 'GET' | 'POST' } = {}) => {
    const res = await t.app.inject({
      method: o.method ?? 'POST',
      url,
      remoteAddress: freshIp(),
      ...(o.payload ? { payload: o.payload } : {}),
      headers: {
        host: HOST,
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...(o.payload ? {} : { 'content-type': 'text/plain' }),
      },
    });
    const cookies: Record<string, string> = {};
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      const [k, ...v] = String(c).split(';')[0]!.split('=');
      cookies[k!] = v.join('=');
    }
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, cookies } as Res;
  };
  const idOf = async (username: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username])).rows[0]!.id;

  /** Registers a passkey for `username` through an open session of theirs. */
  async function register(username: string): Promise<SoftAuthenticator> {
    const s = await createOperatorSessionsRepository(t.db).create({
      operatorId: await idOf(username),
      stage: 'open',
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const headers = { host: HOST, cookie: `ops_session=${s.token}`, 'x-csrf-token': s.csrfToken! };
    const key = softAuthenticator();
    const options = await t.app.inject({ method: 'POST', url: '/ops/passkeys/options', headers });
    const added = await t.app.inject({
      method: 'POST',
      url: '/ops/passkeys',
      headers,
      payload: { name: 'Key', response: key.register(options.json().value, ORIGIN) },
    });
    expect(added.statusCode).toBe(200);
    return key;
  }
  /** The password step of `username`: its answer and the pending cookie. */
  const password = async (username: string) => {
    const r = await call('/ops/session', { payload: { username, password: OPERATOR_PASSWORD } });
    return { next: r.body.value, pending: `ops_pending=${r.cookies.ops_pending}` };
  };
  /** The password step then the passkey options of `username`. */
  const started = async (username: string) => {
    const { pending } = await password(username);
    const options = await call('/ops/session/passkey/options', { cookie: pending });
    expect(options.status).toBe(200);
    return { pending, options: options.body.value };
  };
  const failures = async (username: string) =>
    Number(
      (await t.db.query<{ n: number }>('SELECT failed_attempts AS n FROM operators WHERE username = $1', [username]))
        .rows[0]!.n,
    );

  it('offers the passkey after the password to an operator who has one; the assertion opens the session', async () => {
    expect((await password('demo_finance')).next).toEqual({ step: 'totp', passkey: true });
    expect((await password('demo_admin')).next).toEqual({ step: 'totp' });
    const { pending, options } = await started('demo_finance');
    expect(options.rpId).toBe(HOST);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: finance.credentialId })]);
    const done = await call('/ops/session/passkey', {
      cookie: pending,
      payload: { response: finance.assert(options, ORIGIN, { counter: 7 }) },
    });
    expect(done.status).toBe(200);
    expect(done.body.value.operator).toMatchObject({ username: 'demo_finance', role: 'finance' });
    expect(done.body.value.csrfToken).toEqual(expect.any(String));
    expect(done.cookies.ops_pending).toBe('');
    const me = await call('/ops/session', { method: 'GET', cookie: `ops_session=${done.cookies.ops_session}` });
    expect(me.body.value.username).toBe('demo_finance');
    const row = await t.db.query<{ counter: string; last_used_at: Date | null }>(
      'SELECT counter, last_used_at FROM operator_passkeys WHERE credential_id = $1',
      [finance.credentialId],
    );
    expect(Number(row.rows[0]!.counter)).toBe(7);
    expect(row.rows[0]!.last_used_at).not.toBeNull();
    const audit = await t.db.query<{ after: Json }>(
      "SELECT after FROM operator_audit WHERE action = 'operator.sign-in' AND actor = 'demo_finance' ORDER BY id DESC LIMIT 1",
    );
    const after = audit.rows[0]!.after;
    expect(typeof after === 'string' ? JSON.parse(after) : after).toMatchObject({ with: 'passkey' });
    // The pending session is spent.
    const again = await call('/ops/session/passkey/options', { cookie: pending });
    expect(again.body.code).toBe('OPERATOR_SESSION_REQUIRED');
  });

  it("refuses a wrong signature, a replayed counter, another operator's credential; each counts toward the lock", async () => {
    const refused = async (make: (options: Json) => object) => {
      const { pending, options } = await started('demo_finance');
      const r = await call('/ops/session/passkey', { cookie: pending, payload: { response: make(options) } });
      expect([r.status, r.body.code]).toEqual([400, 'PASSKEY_INVALID']);
      expect(r.cookies.ops_session).toBeUndefined();
    };
    const before = await failures('demo_finance');
    const stranger = softAuthenticator();
    await refused((o) => finance.assert(o, ORIGIN, { privateKey: stranger.privateKey, counter: 100 }));
    const stored = await t.db.query<{ counter: string }>(
      'SELECT counter FROM operator_passkeys WHERE credential_id = $1',
      [finance.credentialId],
    );
    // A replayed counter: not above the stored one (a cloned key).
    await refused((o) => finance.assert(o, ORIGIN, { counter: Number(stored.rows[0]!.counter) }));
    await refused((o) => support.assert({ ...o, allowCredentials: [] }, ORIGIN)); // demo_support's own key
    expect(await failures('demo_finance')).toBe(before + 3);
    // Without options first (or a second try on spent options) there is no challenge to answer.
    const { pending } = await password('demo_finance');
    const r = await call('/ops/session/passkey', {
      cookie: pending,
      payload: { response: finance.assert({ challenge: 'bm9wZQ', rpId: HOST }, ORIGIN) },
    });
    expect(r.body.code).toBe('PASSKEY_INVALID');
    // The fifth failure in a row locks the account, as wrong codes do.
    const fifth = await (async () => {
      const s = await started('demo_finance');
      return call('/ops/session/passkey', {
        cookie: s.pending,
        payload: { response: finance.assert(s.options, 'https://evil.example') },
      });
    })();
    expect([fifth.status, fifth.body.code]).toEqual([423, 'OPERATOR_LOCKED']);
    await t.db.query("UPDATE operators SET locked_until = NULL, failed_attempts = 0 WHERE username = 'demo_finance'");
    // A good assertion still works afterwards.
    const ok = await started('demo_finance');
    const done = await call('/ops/session/passkey', {
      cookie: ok.pending,
      payload: { response: finance.assert(ok.options, ORIGIN) },
    });
    expect(done.status).toBe(200);
  });

  it('needs the pending cookie, and a passkey of the operator', async () => {
    expect((await call('/ops/session/passkey/options')).body.code).toBe('OPERATOR_SESSION_REQUIRED');
    const { pending } = await password('demo_admin');
    const none = await call('/ops/session/passkey/options', { cookie: pending });
    expect([none.status, none.body.code]).toEqual([400, 'PASSKEY_INVALID']);
  });
});
