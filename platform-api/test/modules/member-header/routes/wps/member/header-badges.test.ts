/** @pglite: the member header routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { demoMerchant } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { call, newMember } from '../../../../../helpers/payments';

describe.each(BACKENDS)('the header and the badges on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t.cleanup());

  const badges = (token: string | null) => call(t, 'GET', '/wps/member/badges', { token });
  const header = (token: string | null) => call(t, 'GET', '/wps/member/header', { token });

  it("counts the member's rewards waiting, open missions and unread messages, and follows a claim", async () => {
    const merchant = await demoMerchant(t);
    const m = await newMember(t, 'hb');
    const before = (await badges(m.token)).body.value;
    // The seeded DEMO missions are open for a new member; nothing waits and nothing is unread yet.
    expect(before).toEqual({ rewards: 0, missions: await t.app.missions.openCount(merchant, m.id), messages: 0 });
    expect(before.missions).toBeGreaterThan(0);

    const { id } = await t.app.rewards.grant({
      merchantId: merchant.id,
      memberId: m.id,
      source: 'PROMOTION',
      sourceKey: 'header-test',
      title: 'Header test',
      amount: 10_000_00,
      turnoverMultiple: 0,
    });
    // The grant's message is unread, and the reward waits.
    expect((await badges(m.token)).body.value).toMatchObject({ rewards: 1, messages: 1 });
    expect((await header(m.token)).body.value).toMatchObject({ availablePromos: 1, unreadMessages: 1 });

    expect((await call(t, 'POST', '/wps/rewards/claim', { token: m.token, payload: { id } })).status).toBe(200);
    expect((await badges(m.token)).body.value.rewards).toBe(0);
    expect((await header(m.token)).body.value).toMatchObject({ availablePromos: 0, balance: 10_000_00 });
  });

  it('shows the VIP label and the points balance when the merchant has them on', async () => {
    const merchant = await demoMerchant(t);
    const m = await newMember(t, 'hv');
    const value = (await header(m.token)).body.value;
    expect(value.vipLabel).toBe(await t.app.vip.labelOf(merchant.id, m.id));
    expect(value.vipLabel).not.toBeNull();
    expect(value.pointsEnabled).toBe(true);
    expect(value.pointsBalance).toBe(await t.app.wallet.pointsBalance(merchant.id, m.id));

    await t.app.merchants.setModule(merchant.id, 'VIP3', false);
    await t.app.merchants.setModule(merchant.id, 'POINTS3', false);
    try {
      expect((await header(m.token)).body.value).toMatchObject({
        vipLabel: null,
        pointsEnabled: false,
        pointsBalance: 0,
      });
    } finally {
      await t.app.merchants.setModule(merchant.id, 'VIP3', true);
      await t.app.merchants.setModule(merchant.id, 'POINTS3', true);
    }
  });

  it('gives a trial zeros and no VIP or points, and a visitor 401', async () => {
    const trial = await newMember(t, 'ht', 4);
    expect((await badges(trial.token)).body.value).toEqual({ rewards: 0, missions: 0, messages: 0 });
    expect((await header(trial.token)).body.value).toMatchObject({
      vipLabel: null,
      pointsEnabled: false,
      pointsBalance: 0,
    });
    expect((await badges(null)).status).toBe(401);
    expect((await header(null)).status).toBe(401);
  });
});
