/** @pglite: the audit's hash chain (a trigger in plpgsql) on the embedded database too. */
import { DEMO_OPERATORS, OPERATOR_PASSWORD } from '../../../../../../src/seed';
import { totpCode } from '../../../../../../src/modules/operators';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { freshIp } from '../../../../../helpers/login';

const key = { authorization: OPS_AUTH };
const entry = (n: number, merchantId: number | null = null) => ({
  merchantId,
  actor: 'audit-test',
  action: 'test.entry',
  subjectType: 'test',
  subjectId: String(n),
  before: { n },
  after: { n: n + 1, note: 'é ✓' },
  reason: n % 2 ? 'because' : null,
});

describe.each(BACKENDS)('the operator audit: a hash chain (/ops/audit) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = async (url: string, headers: Record<string, string> = key) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as { value: any; code?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON
  };
  const verify = async () => (await get('/ops/audit/verify')).body.value;
  /** Changes the audit behind its trigger's back, as someone with the database's owner rights could. */
  const tamper = async (sql: string) => {
    await t.db.exec('ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_change');
    try {
      await t.db.exec(sql);
    } finally {
      await t.db.exec('ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_change');
    }
  };

  it('chains every entry, also written at once by several writers, and verifies it', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => t.app.operator.audit(entry(i))));
    const { rows } = await t.db.query<{ seq: string }>('SELECT seq FROM operator_audit ORDER BY seq');
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    expect(await verify()).toEqual({ checked: rows.length, brokenAt: null });
  });

  // The fuzzer's finding: `before=1e308` reached the query as "1e+308" (invalid bigint) and answered 500.
  it.each(['1e308', '9007199254740993', '99999999999999999999'])(
    'refuses before=%s with 400 VALIDATION',
    async (before) => {
      const res = await get(`/ops/audit?before=${before}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'before' });
    },
  );

  it('refuses UPDATE and DELETE on the audit', async () => {
    await expect(t.db.exec("UPDATE operator_audit SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(t.db.exec('DELETE FROM operator_audit')).rejects.toThrow(/append-only/);
  });

  it('names the signed-in operator, role and address, and lists newest first by action', async () => {
    await t.app.operators.enrolDemo(DEMO_OPERATORS);
    const first = await t.app.inject({
      method: 'POST',
      url: '/ops/session',
      remoteAddress: freshIp(),
      payload: { username: 'demo_admin', password: OPERATOR_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const pending = String(first.headers['set-cookie']).split(';')[0]!;
    const secret = DEMO_OPERATORS.find((o) => o.username === 'demo_admin')!.totpSecret;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/ops/session/totp',
      remoteAddress: '203.0.113.9',
      headers: { cookie: pending },
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/ops/session',
      remoteAddress: freshIp(),
      payload: { username: 'demo_admin', password: OPERATOR_PASSWORD },
    });
    const pending2 = String(again.headers['set-cookie']).split(';')[0]!;
    const second = await t.app.inject({
      method: 'POST',
      url: '/ops/session/totp',
      remoteAddress: '203.0.113.9',
      headers: { cookie: pending2 },
      payload: { code: totpCode(secret) },
    });
    expect(second.statusCode).toBe(200);
    const list = (await get('/ops/audit?action=operator.')).body.value.list;
    expect(list.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'operator.sign-in',
      'operator.sign-in-failed',
    ]);
    expect(list[0]).toMatchObject({ actor: 'demo_admin', role: 'admin', ip: '203.0.113.9', subjectType: 'operator' });
    expect(list[0].seq).toBeGreaterThan(list[1].seq);
    // An admin of DEMO sees DEMO's entries only; the key sees every entry.
    const cookie = [second.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0]!)
      .find((c) => c.startsWith('ops_session='))!;
    const demo = (await t.app.merchants.findByCode('DEMO'))!.id;
    await t.app.operator.audit(entry(100, demo));
    const mine = (await get('/ops/audit', { cookie })).body.value.list;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e: { merchantId: number }) => e.merchantId === demo)).toBe(true);
    expect((await get('/ops/audit?limit=200')).body.value.list.length).toBeGreaterThan(mine.length);
    expect(await verify()).toMatchObject({ brokenAt: null });
  });

  it('finds a changed entry, and a removed one', async () => {
    const before = await verify();
    await tamper(`UPDATE operator_audit SET after = '{"n": 999}' WHERE seq = 3`);
    expect((await verify()).brokenAt).toMatchObject({ seq: 3, why: 'hash' });
    await tamper('DELETE FROM operator_audit WHERE seq = 3');
    expect((await verify()).brokenAt).toMatchObject({ seq: 4 });
    expect(before.brokenAt).toBeNull();
  });
});
