import { createOperatorSessionsRepository } from '../../../../../../src/modules/operators/operator-sessions-repository';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import type { Json } from '../../../../../helpers/payments';
import { freshIp } from '../../../../../helpers/login';

describe.each(BACKENDS)('operator accounts (/ops/operators) on %s', (backend) => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await setupApp(backend);
    const repo = createOperatorSessionsRepository(t.db);
    for (const username of ['demo_owner', 'demo_admin', 'lucky_admin', 'demo_finance']) {
      const { id } = (await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]))
        .rows[0]!;
      const s = await repo.create({ operatorId: id, stage: 'open', ip: '127.0.0.1', userAgent: 'test' });
      as[username] = { cookie: `ops_session=${s.token}`, 'x-csrf-token': s.csrfToken! };
    }
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (
    who: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({
      method,
      url,
      headers: as[who] ?? { authorization: OPS_AUTH },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const usernames = (list: { username: string }[]) => list.map((o) => o.username);

  it('lists the accounts each admin manages: the owner every one, a merchant admin its merchant’s (no owner)', async () => {
    const all = usernames((await call('demo_owner', 'GET', '/ops/operators')).body.value.list);
    expect(all).toEqual(expect.arrayContaining(['demo_owner', 'demo_admin', 'lucky_admin', 'demo_support']));
    const demo = usernames((await call('demo_admin', 'GET', '/ops/operators')).body.value.list);
    expect(demo).toEqual(expect.arrayContaining(['demo_admin', 'demo_finance', 'demo_support']));
    expect(demo).not.toContain('demo_owner');
    expect(demo).not.toContain('lucky_admin');
    expect((await call('demo_finance', 'GET', '/ops/operators')).status).toBe(403);
  });

  it('makes an account within the admin’s merchants that signs in and enrols its authenticator', async () => {
    const made = await call('demo_admin', 'POST', '/ops/operators', {
      username: 'demo_cashier',
      password: 'Cashier@2026',
      role: 'finance',
      merchants: ['DEMO'],
    });
    expect(made.status).toBe(200);
    const first = await t.app.inject({
      method: 'POST',
      url: '/ops/session',
      remoteAddress: freshIp(),
      payload: { username: 'demo_cashier', password: 'Cashier@2026' },
    });
    expect(first.json<{ value: { step: string } }>().value.step).toBe('enrol');
    const again = await call('demo_admin', 'POST', '/ops/operators', {
      username: 'demo_cashier',
      password: 'Cashier@2026',
      role: 'finance',
      merchants: ['DEMO'],
    });
    expect([again.status, again.body.code]).toEqual([409, 'OPERATOR_USERNAME_TAKEN']);
    const audit = await t.db.query(
      "SELECT actor, after->>'username' AS who FROM operator_audit WHERE action = 'operator.create'",
    );
    expect(audit.rows).toEqual([{ actor: 'demo_admin', who: 'demo_cashier' }]);
  });

  it('refuses an owner, another merchant, no merchant, and a caller without credentials', async () => {
    const base = { password: 'Somebody@2026', role: 'support' };
    expect(
      (
        await call('demo_admin', 'POST', '/ops/operators', {
          ...base,
          username: 'x_owner',
          role: 'owner',
          merchants: [],
        })
      ).body.code,
    ).toBe('FORBIDDEN');
    expect(
      (await call('demo_admin', 'POST', '/ops/operators', { ...base, username: 'x_lucky', merchants: ['LUCKY'] })).body
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (await call('demo_admin', 'POST', '/ops/operators', { ...base, username: 'x_none', merchants: [] })).body.code,
    ).toBe('VALIDATION');
    expect(
      (await call('demo_admin', 'POST', '/ops/operators', { ...base, username: 'x_gone', merchants: ['NOPE'] })).body
        .code,
    ).toBe('MERCHANT_NOT_FOUND');
    expect(
      (
        await call('demo_admin', 'POST', '/ops/operators', {
          ...base,
          username: 'x',
          merchants: ['DEMO'],
          password: 'short',
        })
      ).status,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/ops/operators' })).json().code).toBe('UNAUTHORIZED');
    expect(
      (
        await call('demo_owner', 'POST', '/ops/operators', {
          ...base,
          username: 'x_platform',
          role: 'owner',
          merchants: [],
        })
      ).status,
    ).toBe(200);
  });

  it('disables an account (its session stops at once) and resets an authenticator; never its own, never another merchant’s', async () => {
    const finance = (await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'demo_finance'"))
      .rows[0]!.id;
    const lucky = (await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'lucky_admin'")).rows[0]!
      .id;
    const admin = (await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'demo_admin'")).rows[0]!
      .id;
    expect((await call('demo_finance', 'GET', '/ops/deposits')).status).toBe(200);
    expect((await call('demo_admin', 'POST', `/ops/operators/${finance}/disabled`, { disabled: true })).status).toBe(
      200,
    );
    expect((await call('demo_finance', 'GET', '/ops/deposits')).status).toBe(401);
    expect((await call('demo_admin', 'POST', `/ops/operators/${finance}/disabled`, { disabled: false })).status).toBe(
      200,
    );
    expect((await call('demo_finance', 'GET', '/ops/deposits')).status).toBe(200);
    expect((await call('demo_admin', 'POST', `/ops/operators/${lucky}/disabled`, { disabled: true })).status).toBe(404);
    expect((await call('demo_admin', 'POST', `/ops/operators/${admin}/disabled`, { disabled: true })).body.code).toBe(
      'FORBIDDEN',
    );
    await t.app.operators.enrolDemo([{ username: 'demo_finance', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }]);
    await t.db.query(
      "INSERT INTO operator_passkeys (operator_id, credential_id, public_key, name) VALUES ($1, 'lost-key', 'pk', 'Lost')",
      [finance],
    );
    expect((await call('demo_admin', 'POST', `/ops/operators/${finance}/reset-2fa`)).status).toBe(200);
    // A reset forgets the operator's passkeys too (a lost device may hold one).
    const passkeys = await t.db.query('SELECT 1 FROM operator_passkeys WHERE operator_id = $1', [finance]);
    expect(passkeys.rows).toHaveLength(0);
    const first = await t.app.inject({
      method: 'POST',
      url: '/ops/session',
      remoteAddress: freshIp(),
      payload: { username: 'demo_finance', password: 'Operator@1234' },
    });
    expect(first.json<{ value: { step: string } }>().value.step).toBe('enrol');
  });
});
