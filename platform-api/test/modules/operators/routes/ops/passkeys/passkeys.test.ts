import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { opsOperator, type OpsOperator } from '../../../../../helpers/desk';
import { softAuthenticator } from '../../../../../helpers/passkey';
import type { Json } from '../../../../../helpers/payments';

const HOST = 'ops.example.test';
const ORIGIN = `http://${HOST}`;

describe.each(BACKENDS)('operator passkeys (/ops/passkeys) on %s', (backend) => {
  let t: TestApp;
  let me: OpsOperator;
  let other: OpsOperator;
  beforeAll(async () => {
    t = await setupApp(backend);
    me = await opsOperator(t, 'pk_finance', 'finance');
    other = await opsOperator(t, 'pk_support', 'support');
  }, 60_000);
  afterAll(() => t?.cleanup());

  const call = async (
    who: { headers: Record<string, string> },
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    host = HOST,
  ): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...who.headers, host },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const audit = async (operatorId: number, action: string) =>
    (
      await t.db.query<{ after: Json }>(
        'SELECT after FROM operator_audit WHERE operator_id = $1 AND action = $2 ORDER BY id',
        [operatorId, action],
      )
    ).rows.map((r) => (typeof r.after === 'string' ? JSON.parse(r.after) : r.after));

  // The fuzzer's finding: the relying party's origin was built from the Host with new URL, which threw (500).
  it.each(['localhost:99999', 'localhost:-1', 'a b'])('refuses the Host %s with 400 BAD_REQUEST', async (host) => {
    const res = await call(me, 'POST', '/ops/passkeys/options', undefined, host);
    expect(res).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it('registers a passkey: options for the request host and the operator, the attestation verified, listed, audited', async () => {
    const key = softAuthenticator();
    const options = await call(me, 'POST', '/ops/passkeys/options');
    expect(options.status).toBe(200);
    const o = options.body.value;
    expect(o.rp).toEqual({ name: 'Back office', id: HOST });
    expect(o.user.name).toBe('pk_finance');
    expect(o.attestation).toBe('none');
    expect(o.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const added = await call(me, 'POST', '/ops/passkeys', { name: ' Laptop ', response: key.register(o, ORIGIN) });
    expect(added.status).toBe(200);
    expect(added.body.value).toMatchObject({ name: 'Laptop', transports: ['internal'], lastUsedAt: null });
    const list = await call(me, 'GET', '/ops/passkeys');
    expect(list.body.value.list).toEqual([added.body.value]);
    const stored = await t.db.query<{ credential_id: string; counter: string }>(
      'SELECT credential_id, counter FROM operator_passkeys WHERE operator_id = $1',
      [me.id],
    );
    expect(stored.rows.map((r) => [r.credential_id, Number(r.counter)])).toEqual([[key.credentialId, 0]]);
    expect(await audit(me.id, 'operator.passkey-add')).toEqual([{ passkey: added.body.value.id, name: 'Laptop' }]);
    // The next options exclude the passkeys the operator has.
    const again = await call(me, 'POST', '/ops/passkeys/options');
    expect(again.body.value.excludeCredentials).toEqual([
      expect.objectContaining({ id: key.credentialId, type: 'public-key' }),
    ]);
    // Another operator sees none of them.
    expect((await call(other, 'GET', '/ops/passkeys')).body.value.list).toEqual([]);
  });

  it('refuses an attestation without live options, replayed, from another origin or for another rpID', async () => {
    const key = softAuthenticator();
    const refused = async (payload: object, host = HOST) => {
      const r = await call(other, 'POST', '/ops/passkeys', payload, host);
      expect([r.status, r.body.code]).toEqual([400, 'PASSKEY_INVALID']);
    };
    // No options asked: no challenge waits on the session.
    await refused({ name: 'x', response: key.register({ challenge: 'bm9wZQ', rp: { id: HOST } }, ORIGIN) });
    const o = (await call(other, 'POST', '/ops/passkeys/options')).body.value;
    await refused({ name: 'x', response: key.register(o, 'https://evil.example') });
    // The challenge was spent by the refused try: the same options do not work twice.
    await refused({ name: 'x', response: key.register(o, ORIGIN) });
    const o2 = (await call(other, 'POST', '/ops/passkeys/options')).body.value;
    await refused({ name: 'x', response: key.register({ ...o2, rp: { id: 'other.example' } }, ORIGIN) });
    // An expired challenge (two minutes) is refused too.
    const o3 = (await call(other, 'POST', '/ops/passkeys/options')).body.value;
    await t.db.query(
      "UPDATE operator_sessions SET webauthn_challenge_until = now() - interval '1 second' WHERE operator_id = $1",
      [other.id],
    );
    await refused({ name: 'x', response: key.register(o3, ORIGIN) });
    // A credential already registered (by anyone) is refused.
    const mine = softAuthenticator();
    const o4 = (await call(me, 'POST', '/ops/passkeys/options')).body.value;
    expect((await call(me, 'POST', '/ops/passkeys', { name: 'k', response: mine.register(o4, ORIGIN) })).status).toBe(
      200,
    );
    const o5 = (await call(other, 'POST', '/ops/passkeys/options')).body.value;
    await refused({ name: 'copy', response: mine.register(o5, ORIGIN) });
    expect((await call(other, 'GET', '/ops/passkeys')).body.value.list).toEqual([]);
    expect(await audit(other.id, 'operator.passkey-add')).toEqual([]);
  });

  it('registers with a session only: an API token reaches none of the passkey routes', async () => {
    const made = await call(me, 'POST', '/ops/tokens', { name: 'script', scopes: ['deposits.decide'] });
    expect(made.status).toBe(200);
    const bearer = { headers: { authorization: `Bearer ${made.body.value.token}` } };
    for (const [method, url] of [
      ['GET', '/ops/passkeys'],
      ['POST', '/ops/passkeys/options'],
    ] as const) {
      const r = await call(bearer, method, url);
      expect([r.status, r.body.code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it("removes the operator's own passkey (audited), not another operator's", async () => {
    const key = softAuthenticator();
    const o = (await call(other, 'POST', '/ops/passkeys/options')).body.value;
    const added = await call(other, 'POST', '/ops/passkeys', { name: 'Phone', response: key.register(o, ORIGIN) });
    const id = added.body.value.id as number;
    expect((await call(me, 'DELETE', `/ops/passkeys/${id}`)).status).toBe(404);
    expect((await call(other, 'GET', '/ops/passkeys')).body.value.list).toHaveLength(1);
    expect((await call(other, 'DELETE', `/ops/passkeys/${id}`)).status).toBe(200);
    expect((await call(other, 'GET', '/ops/passkeys')).body.value.list).toEqual([]);
    expect((await call(other, 'DELETE', `/ops/passkeys/${id}`)).status).toBe(404);
    expect(await audit(other.id, 'operator.passkey-remove')).toEqual([{ passkey: id, name: 'Phone' }]);
  });
});
