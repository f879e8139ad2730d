/** @pglite: the outbox routes on the embedded database too. */
import { buildApp } from '../../../../../src/app';
import { OPERATOR_KEY, setupApp, type TestApp } from '../../../../helpers/app';
import { BACKENDS } from '../../../../helpers/db';

describe.each(BACKENDS)('/dev/outbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it("lists the merchant's newest messages, filtered by exact recipient, at most 50", async () => {
    const { merchants, messages } = t.app;
    const merchantId = (await merchants.findByCode('DEMO'))!.id;
    for (let i = 0; i < 52; i += 1)
      await messages.send({ merchantId, channel: 'SMS', to: '+84900000001', body: `m${i}`, code: null });
    await messages.send({ merchantId, channel: 'EMAIL', to: 'a@b.c', body: 'mail', code: '654321' });

    const all = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(all.success).toBe(true);
    expect(all.value.list).toHaveLength(50);
    expect(all.value.list[0]).toEqual({
      channel: 'EMAIL',
      to: 'a@b.c',
      body: 'mail',
      code: '654321',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const sms = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%2B84900000001' })).json().value.list;
    expect(sms).toHaveLength(50);
    expect(sms[0]).toMatchObject({ channel: 'SMS', body: 'm51', code: null });
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=84900000001' })).json().value.list).toEqual([]);
  });

  it('is not registered when devOutbox is off (production)', async () => {
    // A second app over the same database (closing it leaves the database open).
    const prod = await buildApp({
      db: t.db,
      config: { merchantCode: 'DEMO', operatorKey: OPERATOR_KEY, devOutbox: false },
    });
    try {
      const res = await prod.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});
