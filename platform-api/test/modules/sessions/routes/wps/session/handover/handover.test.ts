import { createHash } from 'node:crypto';
import { hashToken } from '../../../../../../../src/modules/sessions/session-repository';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp } from '../../../../../../helpers/login';
import { bearer, memberId, tokenFor, trialToken } from '../../../../../../helpers/tokens';

const LUCKY = 'lucky.localhost:8080';
const CODE = /^[A-Za-z0-9_-]{43}$/;
const invalid = { success: false, value: null, message: 'err_handover_invalid', code: 'HANDOVER_INVALID' };

describe.each(BACKENDS)('/wps/session/handover on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: { ...TEST_AUTH, handoverRateLimit: { limit: 8, windowSeconds: 60 } } });
  }, 60_000);
  afterAll(() => t?.cleanup());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
  type Answer = { status: number; body: any };
  const issue = async (token: string | null, ip = freshIp()): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/handover',
      headers: token ? bearer(token) : {},
      remoteAddress: ip,
      payload: {},
    });
    return { status: res.statusCode, body: res.json() };
  };
  const exchange = async (payload: unknown, opts: { ip?: string; host?: string } = {}): Promise<Answer> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/handover/exchange',
      headers: { 'content-type': 'application/json', ...(opts.host ? { host: opts.host } : {}) },
      remoteAddress: opts.ip ?? freshIp(),
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const who = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().value?.account ??
    null;
  const liveSessions = async (id: number) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          'SELECT count(*) AS n FROM sessions WHERE member_id = $1 AND revoked_at IS NULL',
          [id],
        )
      ).rows[0]!.n,
    );
  const codeFor = async (token: string): Promise<string> => {
    const res = await issue(token);
    expect(res.status).toBe(200);
    return res.body.value.code as string;
  };

  it('issues a 60-second code for the caller, stored hashed, that gives a session of that member once', async () => {
    const id = await memberId(t, 'demo_player');
    const app = await tokenFor(t, id);
    const issued = await issue(app);
    expect(issued).toEqual({
      status: 200,
      body: { success: true, value: { code: expect.stringMatching(CODE), expiresInSeconds: 60 }, message: null },
    });
    const code: string = issued.body.value.code;
    const { rows } = await t.db.query<{ code_hash: string; seconds: number; member_id: number }>(
      `SELECT code_hash, EXTRACT(EPOCH FROM expires_at - created_at)::float8 AS seconds, member_id
       FROM session_handovers WHERE code_hash = $1`,
      [createHash('sha256').update(code).digest('hex')],
    );
    expect(rows).toEqual([{ code_hash: expect.any(String), seconds: 60, member_id: id }]);
    const raw = await t.db.query('SELECT id FROM session_handovers WHERE code_hash = $1', [code]);
    expect(raw.rows).toEqual([]);

    const got = await exchange({ code });
    expect(got.status).toBe(200);
    expect(got.body.value).toEqual({
      token: expect.stringMatching(CODE),
      member: { id, account: 'demo_player', nickname: expect.any(String), type: 0, isAgent: false, isTrial: false },
    });
    const site: string = got.body.value.token;
    expect(site).not.toBe(app);
    expect([await who(site), await who(app)]).toEqual(['demo_player', 'demo_player']);
    // The site's session ends when the app's does.
    const ends = await t.db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM sessions WHERE token_hash = ANY($1)',
      [[hashToken(app), hashToken(site)]],
    );
    const [a, b] = ends.rows.map((r) => new Date(r.expires_at).getTime());
    expect(Math.abs(a! - b!)).toBeLessThan(1500);

    // Used: refused, and no second session.
    const before = await liveSessions(id);
    expect(await exchange({ code })).toEqual({ status: 400, body: invalid });
    expect(await liveSessions(id)).toBe(before);
  });

  it('refuses an expired code', async () => {
    const code = await codeFor(await tokenFor(t, await memberId(t, 'demo_downline')));
    await t.db.query("UPDATE session_handovers SET expires_at = now() - interval '1 second' WHERE code_hash = $1", [
      hashToken(code),
    ]);
    expect(await exchange({ code })).toEqual({ status: 400, body: invalid });
  });

  it('gives exactly one session to concurrent exchanges of one code', async () => {
    const id = await memberId(t, 'demo_agent');
    const code = await codeFor(await tokenFor(t, id));
    const before = await liveSessions(id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange({ code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) expect(a.body).toEqual(invalid);
    expect(await liveSessions(id)).toBe(before + 1);
  });

  it("refuses a code after its session's logout, on another brand's host, or of a member no longer active", async () => {
    const app = await tokenFor(t, await memberId(t, 'demo_player'));
    const code = await codeFor(app);
    // Another merchant's host: refused, and the code is not spent.
    expect(await exchange({ code }, { host: LUCKY })).toEqual({ status: 400, body: invalid });
    expect((await exchange({ code })).status).toBe(200);
    const loggedOut = await codeFor(app);
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(app) });
    expect(await exchange({ code: loggedOut })).toEqual({ status: 400, body: invalid });

    const trial = await trialToken(t);
    const locked = await codeFor(trial.token);
    await t.db.query("UPDATE members SET status = 'LOCKED' WHERE id = $1", [trial.id]);
    expect(await exchange({ code: locked })).toEqual({ status: 400, body: invalid });
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const validation = { status: 400, body: expect.objectContaining({ success: false, code: 'VALIDATION' }) };
    for (const payload of [{}, { code: null }, { code: 42 }, { code: '' }, { code: 'short' }, { code: 'x'.repeat(44) }])
      expect(await exchange(payload)).toEqual(validation);
    expect(await exchange({ code: `${'a'.repeat(42)}!` })).toEqual(validation);
    expect(await exchange([])).toEqual(validation);
    expect(await exchange('{"code":')).toEqual({
      status: 400,
      body: expect.objectContaining({ success: false, code: 'BAD_REQUEST' }),
    });
    // Well formed but never issued.
    expect(await exchange({ code: 'A'.repeat(43) })).toEqual({ status: 400, body: invalid });

    // Issuing needs a live, verified session.
    expect((await issue(null)).body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await issue('not-a-token')).status).toBe(401);
    const pending = await tokenFor(t, await memberId(t, 'demo_secure'));
    await t.db.query('UPDATE sessions SET pending_verification = true WHERE token_hash = $1', [hashToken(pending)]);
    expect(await issue(pending)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'VERIFICATION_REQUIRED' }),
    });
  });

  it('rate-limits issuing and exchanging per IP', async () => {
    const app = await tokenFor(t, await memberId(t, 'demo_player'));
    const ip = freshIp();
    const issued = [];
    for (let i = 0; i < 8; i += 1) issued.push(await issue(app, ip));
    expect(issued.every((a) => a.status === 200)).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/session/handover',
      headers: bearer(app),
      remoteAddress: ip,
      payload: {},
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();

    const other = freshIp();
    for (let i = 0; i < 8; i += 1) expect((await exchange({ code: 'B'.repeat(43) }, { ip: other })).status).toBe(400);
    const limited = await exchange({ code: issued[0]!.body.value.code }, { ip: other });
    expect(limited).toEqual({ status: 429, body: expect.objectContaining({ code: 'RATE_LIMITED' }) });
  });
});
