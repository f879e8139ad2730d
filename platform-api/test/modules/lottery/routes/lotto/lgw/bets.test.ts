/** @pglite: the lottery routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_FUNDING } from '../../../../../helpers/funding';
import { playHelpers } from '../../../../../helpers/play';
import { lotteryCalls, midMinute, movableClock, rid, type Json } from '../../../lottery-helpers';

const GAME = 'VN_FAST_1M';

describe.each(BACKENDS)('POST /lotto/lgw/bets on %s', (backend) => {
  let t: TestApp;
  const time = movableClock(midMinute());
  let play: ReturnType<typeof playHelpers>;
  let calls: ReturnType<typeof lotteryCalls>;

  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: time.clock });
    play = playHelpers(t, `lt_${backend}`);
    calls = lotteryCalls(t);
  }, 60_000);
  afterAll(() => t.cleanup());
  beforeEach(() => time.set(midMinute()));

  const balance = async (token: string) => (await play.get('/wps/v2/wallets/balance', token)).body.value;
  const mainBalance = async (memberId: number) => {
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    return t.app.wallet.mainBalance(merchant, memberId);
  };
  const slip = async (lines: Json[], extra: Record<string, unknown> = {}) => ({
    gameCode: GAME,
    numero: (await calls.opened(GAME)).open.numero,
    prizeMode: 'ELOTT',
    requestId: rid(),
    lines,
    ...extra,
  });
  const LINES = [
    { betType: 'LO2', numbers: ['12', '34'], unit: 1_000, multiplier: 2 },
    { betType: 'XIEN2', numbers: ['45', '12'], unit: 500, multiplier: 1 },
  ];

  it('debits the total once, opens one betting-record round per line, and a replay answers the first slip', async () => {
    const m = await play.member();
    const body = await slip(LINES);
    const first = await calls.place(m.token, body);
    expect(first.status).toBe(200);
    const v = first.body.value;
    expect(v.total).toBe(4_500);
    expect(v.balance).toBe(TEST_FUNDING - 4_500);
    expect(v.bets).toHaveLength(2);
    expect(v.bets[0]).toMatchObject({
      gameCode: GAME,
      numero: body.numero,
      prizeMode: 'ELOTT',
      betType: 'LO2',
      stake: 4_000,
      status: 'OPEN',
      payout: 0,
    });
    expect(v.bets[1]).toMatchObject({ betType: 'XIEN2', numbers: ['45', '12'], stake: 500, odds: 1_632 });
    expect(await mainBalance(m.id)).toBe(TEST_FUNDING - 4_500);

    const records = await play.get('/wps/records/bets', m.token);
    expect(records.status).toBe(200);
    expect(records.body.value.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ vendor: 'TCG_LOTTO_VN', stake: 4_000 }),
        expect.objectContaining({ vendor: 'TCG_LOTTO_VN', stake: 500 }),
      ]),
    );

    const again = await calls.place(m.token, body);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ slipId: v.slipId, total: 4_500, balance: TEST_FUNDING - 4_500 });
    expect(await mainBalance(m.id)).toBe(TEST_FUNDING - 4_500);
    const other = await calls.place(m.token, { ...body, lines: [LINES[0]] });
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect(await mainBalance(m.id)).toBe(TEST_FUNDING - 4_500);

    const open = await calls.get(`/lotto/lgw/bets?state=open&pageNo=1&pageSize=10`, m.token);
    expect(open.body.value).toMatchObject({ total: 2, totalPages: 1 });
    const settled = await calls.get(`/lotto/lgw/bets?state=settled&pageNo=1&pageSize=10`, m.token);
    expect(settled.body.value.total).toBe(0);
    const recent = await calls.get('/lgw/vn/games/recent', m.token);
    expect(recent.body.value.list).toEqual([{ gameCode: GAME, lastBetAt: expect.any(String) }]);
    expect(await balance(m.token)).toBeDefined();
  });

  it('refuses a closed draw and a numero that is not the current one', async () => {
    const m = await play.member();
    const opened = await calls.opened(GAME);
    const body = await slip([LINES[0]]);
    time.set(new Date(Date.parse(opened.open.closesAt) + 1_000));
    expect(await calls.place(m.token, body)).toMatchObject({ status: 409, body: { code: 'DRAW_CLOSED' } });
    time.set(new Date(Date.parse(opened.open.drawAt) + 1_000));
    expect(await calls.place(m.token, { ...body, requestId: rid() })).toMatchObject({
      status: 409,
      body: { code: 'DRAW_CLOSED' },
    });
    time.set(midMinute());
    expect(await calls.place(m.token, { ...body, numero: '202001010001', requestId: rid() })).toMatchObject({
      status: 409,
      body: { code: 'DRAW_CLOSED' },
    });
    expect(await mainBalance(m.id)).toBe(TEST_FUNDING);
  });

  it('refuses a bet that takes a number past the liability cap, and writes nothing', async () => {
    const merchantId = await play.merchantId();
    // DE at ELOTT odds 9,690: one unit of 1,000 may win 96,900.
    await t.db.query(
      `UPDATE lottery_odds SET liability_cap = 150000 WHERE merchant_id = $1 AND prize_mode = 'ELOTT' AND bet_type = 'DE'`,
      [merchantId],
    );
    try {
      const [a, b] = [await play.member(), await play.member()];
      const line = { betType: 'DE', numbers: ['07', '08'], unit: 1_000, multiplier: 1 };
      expect((await calls.place(a.token, await slip([line]))).status).toBe(200);
      const over = await calls.place(b.token, await slip([{ ...line, numbers: ['09', '08'] }]));
      expect(over).toMatchObject({ status: 409, body: { code: 'LIABILITY_CAP', betType: 'DE', selection: '08' } });
      expect(await mainBalance(b.id)).toBe(TEST_FUNDING);
      const { rows } = await t.db.query<{ selection: string; liability: number }>(
        `SELECT selection, liability::int AS liability FROM lottery_exposure WHERE merchant_id = $1 AND bet_type = 'DE' ORDER BY selection`,
        [merchantId],
      );
      expect(rows).toEqual([
        { selection: '07', liability: 96_900 },
        { selection: '08', liability: 96_900 },
      ]);
    } finally {
      await t.db.query(`UPDATE lottery_odds SET liability_cap = 2000000000 WHERE merchant_id = $1`, [merchantId]);
    }
  });

  it.each([
    ['a bet type of another structure', { betType: 'TOP3', numbers: ['123'] }, 'betType', 'err_lottery_bet_type'],
    ['numbers of the wrong length', { betType: 'LO2', numbers: ['1'] }, 'numbers', 'err_lottery_numbers'],
    ['a repeated number', { betType: 'LO2', numbers: ['11', '11'] }, 'numbers', 'err_lottery_numbers'],
    [
      'a combination of the wrong size',
      { betType: 'XIEN2', numbers: ['11', '22', '33'] },
      'numbers',
      'err_lottery_numbers',
    ],
    ['a unit below the minimum', { unit: 99 }, 'unit', 'err_lottery_unit'],
    ['a unit above the maximum', { unit: 10_000_001 }, 'unit', 'err_lottery_unit'],
    ['a multiplier above 100', { multiplier: 101 }, 'multiplier', 'err_lottery_multiplier'],
  ])('refuses %s (VALIDATION on the line field)', async (_name, patch, field, message) => {
    const m = await play.member();
    const line = { betType: 'LO2', numbers: ['12'], unit: 1_000, multiplier: 1, ...patch };
    const r = await calls.place(m.token, await slip([LINES[0], line]));
    expect(r).toMatchObject({ status: 400, body: { code: 'VALIDATION', field: `lines.1.${field}`, message } });
    expect(await mainBalance(m.id)).toBe(TEST_FUNDING);
  });

  it('refuses a slip the main wallet cannot cover, writing nothing', async () => {
    const m = await play.member();
    const big = { betType: 'LO2', numbers: ['11', '22'], unit: 1_000_000, multiplier: 60 };
    const body = await slip([big]);
    expect(await calls.place(m.token, body)).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await mainBalance(m.id)).toBe(TEST_FUNDING);
    const { rows } = await t.db.query('SELECT 1 FROM lottery_slips WHERE member_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
    const records = await play.get('/wps/records/bets', m.token);
    expect(records.body.value.list).toHaveLength(0);
  });

  it('refuses trials (in_need_true_account) and a prize mode the merchant does not offer for the game', async () => {
    const trial = await play.member(4);
    expect(await calls.place(trial.token, await slip([LINES[0]]))).toMatchObject({
      status: 403,
      body: { code: 'TRIAL_FORBIDDEN', message: 'in_need_true_account' },
    });
    const m = await play.member();
    expect(await calls.place(m.token, await slip([LINES[0]], { prizeMode: 'LOTT' }))).toMatchObject({
      status: 400,
      body: { code: 'PRIZE_MODE_UNAVAILABLE', prizeMode: 'ELOTT' },
    });
    // A minute into the Thai game's 5-minute draw: open whatever the real time.
    time.set(new Date(Math.floor(Date.now() / 300_000) * 300_000 + 60_000));
    const sea = { gameCode: 'SEA_THAI_5M', numero: (await calls.opened('SEA_THAI_5M')).open.numero };
    const thai = { betType: 'TOP3', numbers: ['123'], unit: 1_000, multiplier: 1 };
    expect(await calls.place(m.token, await slip([thai], { ...sea, prizeMode: 'ELOTT' }))).toMatchObject({
      status: 400,
      body: { code: 'PRIZE_MODE_UNAVAILABLE', prizeMode: 'SEA' },
    });
    const ok = await calls.place(m.token, await slip([thai], { ...sea, prizeMode: 'SEA' }));
    expect(ok.status).toBe(200);
    const records = await play.get('/wps/records/bets?vendor=SEA', m.token);
    expect(records.body.value.list).toEqual([expect.objectContaining({ vendor: 'SEA', stake: 1_000 })]);
  });
  it('refuses a self-excluded member like any real-money bet', async () => {
    const m = await play.member();
    const at = time.clock().getTime();
    await t.db.query(`INSERT INTO self_exclusions (member_id, period, starts_at, ends_at) VALUES ($1, 'P1D', $2, $3)`, [
      m.id,
      new Date(at - 3_600_000).toISOString(),
      new Date(at + 86_400_000).toISOString(),
    ]);
    expect(await calls.place(m.token, await slip([LINES[0]]))).toMatchObject({
      status: 403,
      body: { code: 'SELF_EXCLUDED' },
    });
    expect(await mainBalance(m.id)).toBe(TEST_FUNDING);
  });
});
