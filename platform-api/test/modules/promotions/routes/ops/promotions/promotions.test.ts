import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { createActivity, ops } from '../../../../../helpers/promotions';

const HOUR = 3_600_000;

describe.each(BACKENDS)('promotions: the activities (/ops/promotions) on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t.cleanup());

  it("keeps /ops/promotions to operators and checks the operator's input", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/promotions?merchant=DEMO' });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/ops/promotions/applications' })).statusCode).toBe(401);
    const now = Date.now();
    const base = {
      kind: 'APPLY',
      title: 'Bad',
      bannerUrl: '/assets/banner/1.svg',
      rules: '',
      audience: 'ALL',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
      rewardAmount: 100,
      turnoverMultiple: 1,
    };
    const bad = [
      { ...base, endsAt: new Date(now - HOUR).toISOString() },
      { ...base, kind: 'RAFFLE' },
      { ...base, bannerUrl: 'javascript:alert(1)' },
      { ...base, rewardAmount: 0 },
      { ...base, audience: 'EVERYONE' },
      { ...base, startsAt: 'tomorrow' },
    ];
    for (const payload of bad) {
      const r = await ops(t, 'POST', '/ops/promotions?merchant=DEMO', payload);
      expect(r.status).toBe(400);
    }
    const created = await createActivity(t);
    const updated = await ops(t, 'PUT', `/ops/promotions/${created.id}?merchant=DEMO`, {
      ...base,
      kind: undefined,
      title: 'Renamed',
      rules: '<img src="x" onerror="alert(1)">',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.value).toMatchObject({ title: 'Renamed', rules: '<img src="x" />' });
    expect((await ops(t, 'PUT', `/ops/promotions/2000000000?merchant=DEMO`, { ...base, kind: undefined })).status).toBe(
      404,
    );
    const listed = await ops(t, 'GET', '/ops/promotions?merchant=DEMO');
    expect(listed.body.value.activities.find((x: { id: number }) => x.id === created.id).title).toBe('Renamed');
  });
});
