/** @pglite: the outbox routes on the embedded database too. */
import { buildApp } from '../../../../../../src/app';
import { OPS_AUTH, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';

const LUCKY = 'lucky.localhost:8080';
const KEY = { authorization: OPS_AUTH };

describe.each(BACKENDS)('/ops/outbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const get = (url: string, headers: Record<string, string> = KEY) => t.app.inject({ method: 'GET', url, headers });

  it("lists the merchant's newest messages to the operator, filtered by exact recipient, at most 50", async () => {
    const { merchants, messages } = t.app;
    const merchantId = (await merchants.findByCode('DEMO'))!.id;
    for (let i = 0; i < 52; i += 1)
      await messages.send({ merchantId, channel: 'SMS', to: '+84900000001', body: `m${i}`, code: null });
    await messages.send({ merchantId, channel: 'EMAIL', to: 'a@b.c', body: 'mail', code: '654321' });

    const all = (await get('/ops/outbox')).json();
    expect(all.success).toBe(true);
    expect(all.value.list).toHaveLength(50);
    expect(all.value.list[0]).toEqual({
      channel: 'EMAIL',
      to: 'a@b.c',
      body: 'mail',
      code: '654321',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const sms = (await get('/ops/outbox?to=%2B84900000001')).json().value.list;
    expect(sms).toHaveLength(50);
    expect(sms[0]).toMatchObject({ channel: 'SMS', body: 'm51', code: null });
    expect((await get('/ops/outbox?to=84900000001')).json().value.list).toEqual([]);
  });

  it('records every read in the operator audit, with the actor and the address asked for', async () => {
    const read = await get('/ops/outbox?to=%2B84900000009', { ...KEY });
    expect(read.statusCode).toBe(200);
    const { rows } = await t.db.query<{ actor: string; action: string; subject_id: string; after: unknown }>(
      "SELECT actor, action, subject_id, after FROM operator_audit WHERE action = 'outbox.read' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toEqual({
      actor: 'demo_owner',
      action: 'outbox.read',
      subject_id: '+84900000009',
      after: { to: '+84900000009', shown: 0 },
    });
  });

  it("shows only one merchant's messages: the host's, or the one ?merchant= names", async () => {
    const { merchants, messages } = t.app;
    const lucky = (await merchants.findByCode('LUCKY'))!.id;
    await messages.send({ merchantId: lucky, channel: 'SMS', to: '+15550000001', body: 'lucky', code: '111222' });

    expect((await get('/ops/outbox?to=%2B15550000001')).json().value.list).toEqual([]);
    const byHost = (await get('/ops/outbox?to=%2B15550000001', { ...KEY, host: LUCKY })).json().value.list;
    expect(byHost).toEqual([expect.objectContaining({ body: 'lucky', code: '111222' })]);
    const named = (await get('/ops/outbox?merchant=LUCKY&to=%2B15550000001')).json().value.list;
    expect(named).toEqual(byHost);
    expect((await get('/ops/outbox?merchant=NOPE')).json()).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
  });

  it('refuses a visitor: no public /dev/outbox (404), and /ops/outbox needs an operator (401)', async () => {
    // The takeover of issue 24: a visitor asks for demo_player's SMS login code and reads it from the outbox.
    const { merchants, messages } = t.app;
    const merchantId = (await merchants.findByCode('DEMO'))!.id;
    await messages.send({ merchantId, channel: 'SMS', to: '+84912345678', body: 'code 123456', code: '123456' });

    for (const url of ['/dev/outbox', '/dev/outbox?to=%2B84912345678']) {
      const res = await get(url, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.body).not.toContain('123456');
    }
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer ops_wrong' }, { authorization: '' }];
    for (const headers of refused) {
      const res = await get('/ops/outbox?to=%2B84912345678', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
      expect(res.body).not.toContain('123456');
    }
  });

  it('answers bad input with 400 VALIDATION', async () => {
    const res = await get(`/ops/outbox?to=${'1'.repeat(65)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('is not registered when devOutbox is off (production), not even for the operator', async () => {
    // A second app over the same database (closing it leaves the database open).
    const prod = await buildApp({
      db: t.db,
      config: { merchantCode: 'DEMO', devOutbox: false },
    });
    try {
      for (const url of ['/ops/outbox', '/dev/outbox']) {
        const res = await prod.inject({ method: 'GET', url, headers: KEY });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    } finally {
      await prod.close();
    }
  });
});
