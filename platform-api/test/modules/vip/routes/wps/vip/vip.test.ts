/** @pglite: the VIP routes on the embedded database too. */
import { TRIAL_TYPE } from 'shared-contracts';
import { DEMO_VIP_LEVELS } from '../../../../../../src/seed/vip';
import { activityHelpers } from '../../../../../helpers/activity';
import { demoMerchant, settledRound } from '../../../../../helpers/agency';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH } from '../../../../../helpers/login';
import { call, type Json } from '../../../../../helpers/payments';
import { playHelpers, queuedRng } from '../../../../../helpers/play';

const VIP1 = DEMO_VIP_LEVELS[1]!;
const VIP2 = DEMO_VIP_LEVELS[2]!;
const DAY = 86_400_000;
/** The demo dice's highest stake (1,000 ₫): VIP 1's turnover is 10 of them. */
const STAKE = 100_000;

describe.each(BACKENDS)('VIP levels on %s', (backend) => {
  let t: TestApp;
  let h: ReturnType<typeof playHelpers>;
  let act: ReturnType<typeof activityHelpers>;
  const rng = queuedRng();

  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { demoVendorRng: rng });
    h = playHelpers(t, `vip_${backend}`);
    act = activityHelpers(t, h, rng);
  }, 60_000);
  afterAll(() => t?.cleanup());

  const vip = async (token: string | null) => call(t, 'GET', '/wps/vip', { token });
  const vipRewards = async (memberId: number) =>
    (
      await t.db.query<{ source_key: string; amount: string; title: string }>(
        "SELECT source_key, amount::text, title FROM rewards WHERE member_id = $1 AND source = 'VIP' ORDER BY id",
        [memberId],
      )
    ).rows;
  const recalc = async (asOf?: Date) => t.app.vip.recalculate((await demoMerchant(t)).id, asOf);

  it('answers a visitor 401 and a trial 403, and a new member is at VIP 0 with every level', async () => {
    expect((await vip(null)).status).toBe(401);
    const trial = await h.member(TRIAL_TYPE);
    expect(await vip(trial.token)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });

    const m = await h.member();
    const r = await vip(m.token);
    expect(r.status).toBe(200);
    const v = r.body.value as Json;
    expect(v).toMatchObject({
      enabled: true,
      currency: 'VND',
      windowDays: 30,
      level: { level: 0, label: 'VIP 0' },
      deposit: 0,
      turnover: 0,
      updatedAt: null,
      next: {
        level: 1,
        label: 'VIP 1',
        deposit: { current: 0, required: VIP1.minDeposit, percent: 0 },
        turnover: { current: 0, required: VIP1.minTurnover, percent: 0 },
      },
    });
    expect(v.levels).toEqual(DEMO_VIP_LEVELS);
    expect(await t.app.vip.labelOf((await demoMerchant(t)).id, m.id)).toBe('VIP 0');
  });

  it('computes the level from real deposits and rounds, and grants the upgrade bonus once however often it runs', async () => {
    const m = await h.member();
    await act.deposit(m.token, VIP1.minDeposit);
    await act.rounds(m.token, 5, STAKE);
    // Half the turnover: the window shows the deposit done and the stake halfway.
    let v = (await vip(m.token)).body.value as Json;
    expect(v).toMatchObject({ deposit: VIP1.minDeposit, turnover: VIP1.minTurnover / 2, level: { level: 0 } });
    expect(v.next.deposit.percent).toBe(100);
    expect(v.next.turnover.percent).toBe(50);
    await recalc();
    expect((await vip(m.token)).body.value.level.level).toBe(0);

    await act.rounds(m.token, 5, STAKE);
    // Runs one after another and at once: one bonus.
    await Promise.all([recalc(), recalc(), recalc()]);
    await recalc();
    v = (await vip(m.token)).body.value as Json;
    expect(v.level).toEqual({ level: 1, label: 'VIP 1' });
    expect(v.updatedAt).not.toBeNull();
    expect(v.next).toMatchObject({
      level: 2,
      deposit: { required: VIP2.minDeposit },
      turnover: { required: VIP2.minTurnover },
    });
    expect(await vipRewards(m.id)).toEqual([
      { source_key: 'vip:1', amount: String(VIP1.upgradeBonus), title: 'VIP 1' },
    ]);
    expect(await t.app.vip.labelOf((await demoMerchant(t)).id, m.id)).toBe('VIP 1');
    const rewards = await call(t, 'GET', '/wps/rewards', { token: m.token });
    expect(rewards.body.value.list).toEqual([
      expect.objectContaining({ source: 'VIP', title: 'VIP 1', amount: VIP1.upgradeBonus, status: 'PENDING' }),
    ]);

    // The window empties (31 days later): down to VIP 0, the bonus stays; back within it: VIP 1, no new bonus.
    const later = await recalc(new Date(Date.now() + 31 * DAY));
    expect(later.ran).toBe(true);
    expect((await vip(m.token)).body.value.level.level).toBe(0);
    await recalc();
    expect((await vip(m.token)).body.value.level.level).toBe(1);
    expect(await vipRewards(m.id)).toHaveLength(1);
  });

  it('grants every level passed on the way up, each once', async () => {
    const m = await h.member();
    await act.deposit(m.token, VIP2.minDeposit);
    // The stake straight into the bet records (the rounds' path is the test above): 50 dice rounds' worth.
    await settledRound(t, m.id, VIP2.minTurnover, 0, new Date());
    await recalc();
    await recalc();
    expect((await vip(m.token)).body.value.level.level).toBe(2);
    expect((await vipRewards(m.id)).map((r) => r.source_key)).toEqual(['vip:1', 'vip:2']);
  });

  it('skips a merchant whose cursor another run holds', async () => {
    if (backend !== 'postgres') return; // PGlite runs one transaction at a time
    const merchant = await demoMerchant(t);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM vip_settings WHERE merchant_id = $1 FOR UPDATE', [merchant.id]);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect((await t.app.vip.recalculate(merchant.id)).ran).toBe(false);
    release();
    await holder;
  });

  it('shows nothing and labels nothing with VIP3 off', async () => {
    const merchant = await demoMerchant(t);
    const m = await h.member();
    await t.app.merchants.setModule(merchant.id, 'VIP3', false);
    try {
      expect((await vip(m.token)).body.value).toMatchObject({ enabled: false, level: null, levels: [], next: null });
      expect(await t.app.vip.labelOf(merchant.id, m.id)).toBeNull();
    } finally {
      await t.app.merchants.setModule(merchant.id, 'VIP3', true);
    }
  });
});
