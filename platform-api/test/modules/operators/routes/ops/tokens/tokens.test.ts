import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import type { Json } from '../../../../../helpers/payments';

describe.each(BACKENDS)('operator API tokens (/ops/tokens) on %s', (backend) => {
  let t: TestApp;
  let session: { cookie: string; 'x-csrf-token': string };
  beforeAll(async () => {
    t = await setupApp(backend);
    const finance = (await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'demo_finance'"))
      .rows[0]!;
    const s = await createOperatorSessionsRepository(t.db).create({
      operatorId: finance.id,
      stage: 'open',
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    session = { cookie: `ops_session=${s.token}`, 'x-csrf-token': s.csrfToken! };
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('makes a token of the signed-in operator that reaches only its scopes, with no CSRF token needed', async () => {
    const made = await call('POST', '/ops/tokens', session, {
      name: 'nightly report',
      scopes: ['deposits.read'],
      days: 30,
    });
    expect(made.status).toBe(200);
    const { token, id } = made.body.value;
    expect(token).toMatch(/^ops_[A-Za-z0-9_-]{43}$/);
    expect((await t.db.query('SELECT 1 FROM operator_tokens WHERE token_hash = $1', [token])).rows).toEqual([]);
    expect((await call('GET', '/ops/deposits?status=PENDING', bearer(token))).status).toBe(200);
    // demo_finance may decide deposits, but this token was not given that scope.
    const decide = await call('POST', '/ops/deposits/1/approve', bearer(token));
    expect([decide.status, decide.body.code]).toEqual([403, 'FORBIDDEN']);
    // A token makes and lists no tokens: that takes a session.
    expect((await call('GET', '/ops/tokens', bearer(token))).status).toBe(403);
    const list = await call('GET', '/ops/tokens', session);
    expect(list.body.value.list).toEqual([
      expect.objectContaining({
        id,
        name: 'nightly report',
        scopes: ['deposits.read'],
        lastUsedAt: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(list.body.value)).not.toContain(token);
    const audit = await call('GET', '/ops/audit?action=operator.token', session);
    expect(audit.status).toBe(403); // finance does not read the audit …
    expect((await t.db.query("SELECT actor FROM operator_audit WHERE action = 'operator.token-create'")).rows).toEqual([
      { actor: 'demo_finance' },
    ]); // … but its token is in it.
  });

  it('refuses scopes beyond the role, and bad input', async () => {
    const beyond = await call('POST', '/ops/tokens', session, { name: 'x', scopes: ['merchants.configure'] });
    expect([beyond.status, beyond.body.code]).toEqual([403, 'FORBIDDEN']);
    for (const payload of [
      { name: '', scopes: ['deposits.read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['nope'] },
      { name: 'x', scopes: ['deposits.read'], days: 400 },
    ])
      expect((await call('POST', '/ops/tokens', session, payload)).status).toBe(400);
    expect(
      (await call('POST', '/ops/tokens', { cookie: session.cookie }, { name: 'x', scopes: ['deposits.read'] })).body
        .code,
    ).toBe('CSRF_REJECTED');
  });

  it('stops a revoked or expired token', async () => {
    const a = (await call('POST', '/ops/tokens', session, { name: 'a', scopes: ['withdrawals.read'] })).body.value;
    const b = (await call('POST', '/ops/tokens', session, { name: 'b', scopes: ['withdrawals.read'] })).body.value;
    expect((await call('DELETE', `/ops/tokens/${a.id}`, session)).status).toBe(200);
    const revoked = await call('GET', '/ops/withdrawals', bearer(a.token));
    expect([revoked.status, revoked.body.code]).toEqual([401, 'OPERATOR_SESSION_REQUIRED']);
    expect((await call('GET', '/ops/withdrawals', bearer(b.token))).status).toBe(200);
    await t.db.query("UPDATE operator_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [b.id]);
    expect((await call('GET', '/ops/withdrawals', bearer(b.token))).status).toBe(401);
    expect((await call('DELETE', `/ops/tokens/${a.id}`, session)).status).toBe(404);
  });
});
