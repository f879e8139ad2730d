import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { call, newMember, walletOf } from '../../../../../../helpers/payments';
import { apply, createActivity, ops, rewardsOf, viewOf } from '../../../../../../helpers/promotions';

describe.each(BACKENDS)('promotions: the review of applications (/ops/promotions/applications) on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t.cleanup());

  it('approves once: the reward is granted once, ISSUED then CLAIMED after the claim; a rejection shows its reason', async () => {
    const a = await createActivity(t, { rewardAmount: 250_000_00, turnoverMultiple: 2, title: 'Weekend bonus' });
    const m = await newMember(t, 'pr');
    await apply(t, m.token, { activityId: String(a.id), comment: 'please' });
    const [application] = (await ops(t, 'GET', `/ops/promotions/applications?merchant=DEMO&activityId=${a.id}`)).body
      .value.applications;

    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        ops(t, 'POST', `/ops/promotions/applications/${application.id}/approve?merchant=DEMO`),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.code === 'PROMOTION_APPLICATION_DECIDED')).toHaveLength(3);
    const again = await ops(t, 'POST', `/ops/promotions/applications/${application.id}/reject?merchant=DEMO`, {
      reason: 'late',
    });
    expect(again.body.code).toBe('PROMOTION_APPLICATION_DECIDED');
    const granted = await rewardsOf(t, `application:${application.id}`);
    expect(granted).toEqual([{ memberId: m.id, amount: expect.anything(), status: 'PENDING' }]);
    expect(Number(granted[0].amount)).toBe(250_000_00);
    expect(await viewOf(t, m.token, a.id)).toMatchObject({ state: 'ISSUED', status: 'ISSUED' });

    const rewards = await call(t, 'GET', '/wps/rewards', { token: m.token });
    const reward = rewards.body.value.list.find((r: { title: string }) => r.title === 'Weekend bonus');
    expect(reward).toMatchObject({ source: 'PROMOTION', status: 'PENDING', amount: 250_000_00, turnoverMultiple: 2 });
    expect((await call(t, 'POST', '/wps/rewards/claim', { token: m.token, payload: { id: reward.id } })).status).toBe(
      200,
    );
    expect((await walletOf(t, m.id)).balance).toBe(250_000_00);
    expect(await viewOf(t, m.token, a.id)).toMatchObject({ state: 'CLAIMED', status: 'CLAIMED' });

    const other = await newMember(t, 'prr');
    await apply(t, other.token, { activityId: String(a.id) });
    const [second] = (await ops(t, 'GET', `/ops/promotions/applications?merchant=DEMO&activityId=${a.id}`)).body.value
      .applications;
    expect(
      (await ops(t, 'POST', `/ops/promotions/applications/${second.id}/reject?merchant=DEMO`, { reason: ' ' })).status,
    ).toBe(400);
    const rejected = await ops(t, 'POST', `/ops/promotions/applications/${second.id}/reject?merchant=DEMO`, {
      reason: 'Screenshot unreadable',
    });
    expect(rejected.body.value).toMatchObject({
      status: 'REJECTED',
      reason: 'Screenshot unreadable',
      decidedBy: 'demo_owner',
    });
    expect(await viewOf(t, other.token, a.id)).toMatchObject({
      state: 'REJECTED',
      status: 'REJECTED',
      rejectReason: 'Screenshot unreadable',
    });
    expect(await rewardsOf(t, `application:${second.id}`)).toEqual([]);
    const listed = await ops(t, 'GET', `/ops/promotions/applications?merchant=DEMO&status=REJECTED&activityId=${a.id}`);
    expect(listed.body.value.applications.map((x: { id: number }) => x.id)).toEqual([second.id]);
    expect((await ops(t, 'POST', '/ops/promotions/applications/2000000000/approve?merchant=DEMO')).status).toBe(404);
  });
});
