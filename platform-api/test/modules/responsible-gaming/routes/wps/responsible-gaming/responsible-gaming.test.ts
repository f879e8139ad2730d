/** @pglite: the responsible-gaming routes on the embedded database too. */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../../../../src/infra/crypto/password';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { TEST_AUTH, freshIp, postLogin, solveBotCheck } from '../../../../../helpers/login';
import { call, newMember, postBankTransfer, rid, type Json } from '../../../../../helpers/payments';
import { playHelpers } from '../../../../../helpers/play';
import { postEncrypted } from '../../../../../helpers/withdrawals';
import { outboxTo } from '../../../../../helpers/outbox';

const PASSWORD = 'Secret@123';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Limits = { daily: number | null; weekly: number | null; monthly: number | null };
const NONE: Limits = { daily: null, weekly: null, monthly: null };

describe.each(BACKENDS)('/wps/responsible-gaming on %s', (backend) => {
  let t: TestApp;
  let offset = 0;
  /** The module's clock: the real time moved by `offset` (deposits keep the database's time). */
  const now = () => new Date(Date.now() + offset);
  let passwordHash: string;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH }, { clock: now });
    passwordHash = await hashPassword(PASSWORD);
  }, 60_000);
  afterAll(() => t?.cleanup());
  afterEach(() => {
    offset = 0;
  });

  /** A real player with a known password (and a mobile number for SMS login) and a session. */
  const player = async (prefix: string) => {
    const merchant = (await t.app.merchants.findByCode('DEMO'))!;
    const mobileNum = `91${randomBytes(4).readUInt32BE() % 10_000_000}`.padEnd(9, '0');
    const m = await t.app.members.create({
      merchantId: merchant.id,
      username: `${prefix}${randomBytes(3).toString('hex')}`,
      passwordHash,
      type: 0,
      mobileDialCode: '84',
      mobileNum,
    });
    return { id: m.id, username: m.username, mobileNum, token: await t.app.sessions.create(m.id, 3600) };
  };
  const state = (token: string | null) => call(t, 'GET', '/wps/responsible-gaming', { token });
  const setLimits = async (token: string | null, payload: unknown) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/responsible-gaming/limits',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const exclude = (token: string | null, body: Record<string, unknown>) =>
    postEncrypted(t, '/wps/responsible-gaming/self-exclusion', token, {
      period: 'P7D',
      password: PASSWORD,
      confirm: true,
      ...body,
    });
  const gateway = (token: string, amount: number, requestId = rid()) =>
    call(t, 'POST', '/wps/payments/deposits/gateway', {
      token,
      payload: { methodCode: 'DEMO_PSP', amount, requestId },
    });
  const bank = (token: string, amount: number) =>
    postBankTransfer(t, token, { methodCode: 'BANK', amount: String(amount), requestId: rid(), payerName: 'A' });
  const limitOf = (body: Json, period: string) => body.value.limits.find((l: Json) => l.period === period);
  const login = (username: string, password = PASSWORD) => postLogin(t.app, { username, password }, freshIp());

  it('needs a token and a real account on every call', async () => {
    const trial = await newMember(t, 'rgt', 4);
    expect((await state(null)).status).toBe(401);
    expect((await setLimits(null, NONE)).status).toBe(401);
    expect((await exclude(null, {})).status).toBe(401);
    expect(await state(trial.token)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
    expect(await setLimits(trial.token, NONE)).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
    expect(await exclude(trial.token, {})).toMatchObject({ status: 403, body: { code: 'TRIAL_FORBIDDEN' } });
  });

  it('answers no limits, no use and no exclusion for a new player', async () => {
    const m = await player('rgn');
    const r = await state(m.token);
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ currency: 'VND', exclusion: null });
    expect(r.body.value.limits.map((l: Json) => [l.period, l.amount, l.pending, l.used, l.remaining])).toEqual([
      ['DAILY', null, null, 0, null],
      ['WEEKLY', null, null, 0, null],
      ['MONTHLY', null, null, 0, null],
    ]);
    // Windows are UTC calendar ones: the day ends at the next midnight, the week on Monday, the month on the 1st.
    const resets = Object.fromEntries(r.body.value.limits.map((l: Json) => [l.period, new Date(l.resetsAt)]));
    expect(resets.DAILY.getUTCHours()).toBe(0);
    expect(resets.DAILY.getTime() - Date.now()).toBeLessThanOrEqual(DAY);
    expect(resets.WEEKLY.getUTCDay()).toBe(1);
    expect(resets.MONTHLY.getUTCDate()).toBe(1);
  });

  it.each([
    [{ weekly: null, monthly: null }, 'daily'],
    [{ ...NONE, daily: 0 }, 'daily'],
    [{ ...NONE, weekly: -100 }, 'weekly'],
    [{ ...NONE, monthly: 1.5 }, 'monthly'],
    [{ ...NONE, daily: '100' }, 'daily'],
    [{ ...NONE, daily: 1_000_000_000_01 }, 'daily'],
  ])('refuses limits %j (VALIDATION on %s)', async (payload, field) => {
    const m = await player('rgv');
    expect(await setLimits(m.token, payload)).toMatchObject({ status: 400, body: { code: 'VALIDATION', field } });
  });

  it('applies a cut or a new limit at once, a raise and a removal after 24 hours', async () => {
    const m = await player('rgl');
    const set = async (limits: Partial<Limits>) => {
      const r = await setLimits(m.token, { ...NONE, ...limits });
      expect(r.status).toBe(200);
      return r.body;
    };
    let body = await set({ daily: 100_000_00, weekly: 500_000_00 });
    expect(limitOf(body, 'DAILY')).toMatchObject({ amount: 100_000_00, pending: null, remaining: 100_000_00 });
    expect(limitOf(body, 'WEEKLY')).toMatchObject({ amount: 500_000_00, pending: null });

    const raisedAt = Date.now();
    body = await set({ daily: 200_000_00, weekly: 500_000_00 });
    const pending = limitOf(body, 'DAILY').pending;
    expect(limitOf(body, 'DAILY').amount).toBe(100_000_00);
    expect(pending.amount).toBe(200_000_00);
    const due = new Date(pending.effectiveAt).getTime();
    expect(due - raisedAt).toBeGreaterThanOrEqual(DAY - 1000);
    expect(due - raisedAt).toBeLessThanOrEqual(DAY + 5000);

    // Asking for the same raise again keeps its time; an hour before it is due nothing has changed.
    offset = 2 * HOUR;
    body = await set({ daily: 200_000_00, weekly: 500_000_00 });
    expect(limitOf(body, 'DAILY').pending.effectiveAt).toBe(pending.effectiveAt);
    offset = due - Date.now() - HOUR;
    expect(limitOf((await state(m.token)).body, 'DAILY')).toMatchObject({ amount: 100_000_00 });
    offset = due - Date.now() + 1000;
    expect(limitOf((await state(m.token)).body, 'DAILY')).toMatchObject({ amount: 200_000_00, pending: null });

    // Removing a limit waits too; a cut meanwhile applies at once and drops the waiting change.
    body = await set({ daily: 200_000_00, weekly: null });
    expect(limitOf(body, 'WEEKLY')).toMatchObject({ amount: 500_000_00, pending: { amount: null } });
    body = await set({ daily: 50_000_00, weekly: 400_000_00 });
    expect(limitOf(body, 'DAILY')).toMatchObject({ amount: 50_000_00, pending: null });
    expect(limitOf(body, 'WEEKLY')).toMatchObject({ amount: 400_000_00, pending: null });

    // A raise asked for and taken back (the current amount again) never applies.
    body = await set({ daily: 50_000_00, weekly: 400_000_00, monthly: 1_000_000_00 });
    expect(limitOf(body, 'MONTHLY')).toMatchObject({ amount: 1_000_000_00, pending: null });
    await set({ daily: 90_000_00, weekly: 400_000_00, monthly: 1_000_000_00 });
    body = await set({ daily: 50_000_00, weekly: 400_000_00, monthly: 1_000_000_00 });
    expect(limitOf(body, 'DAILY')).toMatchObject({ amount: 50_000_00, pending: null });
    offset += 2 * DAY;
    expect(limitOf((await state(m.token)).body, 'DAILY')).toMatchObject({ amount: 50_000_00, pending: null });
    expect(limitOf((await state(m.token)).body, 'WEEKLY')).toMatchObject({ amount: 400_000_00, pending: null });
  });

  it('refuses gateway and bank-transfer deposits over a limit, counting pending and credited ones', async () => {
    const m = await player('rgd');
    await setLimits(m.token, { ...NONE, daily: 1_000_000_00, monthly: 1_500_000_00 });
    const first = await gateway(m.token, 600_000_00);
    expect(first.status).toBe(200);
    expect(first.body.value.deposit.status).toBe('PENDING');

    const over = await gateway(m.token, 500_000_00);
    expect(over).toMatchObject({
      status: 400,
      body: {
        code: 'DEPOSIT_LIMIT_EXCEEDED',
        message: 'err_deposit_limit_exceeded',
        field: 'amount',
        period: 'DAILY',
        limit: 1_000_000_00,
        remaining: 400_000_00,
      },
    });
    expect(new Date(over.body.resetsAt).getUTCHours()).toBe(0);
    expect(await bank(m.token, 500_000_00)).toMatchObject({
      status: 400,
      body: { code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 400_000_00 },
    });
    // A refused deposit leaves nothing behind.
    const { rows } = await t.db.query('SELECT 1 FROM deposits WHERE member_id = $1', [m.id]);
    expect(rows).toHaveLength(1);

    expect((await bank(m.token, 400_000_00)).status).toBe(200);
    const s = (await state(m.token)).body;
    expect(limitOf(s, 'DAILY')).toMatchObject({ used: 1_000_000_00, remaining: 0 });
    expect(limitOf(s, 'MONTHLY')).toMatchObject({ used: 1_000_000_00, remaining: 500_000_00 });
    expect(limitOf(s, 'WEEKLY')).toMatchObject({ used: 1_000_000_00, remaining: null });

    // The next day the daily window is empty; the month still counts (unless the next day starts a month).
    offset = DAY;
    const nextDay = await gateway(m.token, 600_000_00);
    if (new Date(Date.now() + DAY).getUTCMonth() === new Date().getUTCMonth()) {
      expect(nextDay.body).toMatchObject({ code: 'DEPOSIT_LIMIT_EXCEEDED', period: 'MONTHLY', remaining: 500_000_00 });
      expect((await gateway(m.token, 500_000_00)).status).toBe(200);
    } else expect(nextDay.status).toBe(200);
  });

  it('does not count failed deposits, and answers a replayed request its first deposit', async () => {
    const m = await player('rgf');
    await setLimits(m.token, { ...NONE, daily: 1_000_000_00 });
    const requestId = rid();
    const first = await gateway(m.token, 1_000_000_00, requestId);
    expect(first.status).toBe(200);
    expect((await gateway(m.token, 1_000_000_00, requestId)).body.value).toEqual(first.body.value);
    expect((await gateway(m.token, 500_000_00)).body.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    await t.db.query("UPDATE deposits SET status = 'FAILED', completed_at = now() WHERE member_id = $1", [m.id]);
    expect((await gateway(m.token, 500_000_00)).status).toBe(200);
  });

  it('lets two concurrent deposits through only while both fit', async () => {
    const m = await player('rgc');
    await setLimits(m.token, { ...NONE, daily: 1_000_000_00 });
    const results = await Promise.all([1, 2, 3].map(() => gateway(m.token, 400_000_00)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 400]);
  });

  it.each([
    [{ period: 'P2D' }, 'period', 'err_invalid_input'],
    [{ confirm: false }, 'confirm', 'err_invalid_input'],
    [{ confirm: undefined }, 'confirm', 'err_input_empty'],
    [{ password: 'wrong' }, 'password', 'err_password_incorrect'],
    [{ period: 'UNTIL' }, 'until', 'err_input_empty'],
    [{ period: 'UNTIL', until: '2020-01-01' }, 'until', 'err_exclusion_until'],
    [{ period: 'UNTIL', until: '2999-01-01' }, 'until', 'err_exclusion_until'],
    [{ period: 'UNTIL', until: '2030-02-30' }, 'until', 'err_exclusion_until'],
    [{ period: 'UNTIL', until: 'soon' }, 'until', 'err_invalid_input'],
  ])('refuses the self-exclusion %j (VALIDATION on %s)', async (body, field, message) => {
    const m = await player('rgx');
    expect(await exclude(m.token, body)).toMatchObject({ status: 400, body: { code: 'VALIDATION', field, message } });
    expect((await state(m.token)).body.value.exclusion).toBeNull();
  });

  it('excludes until the end of a chosen day (UTC)', async () => {
    const m = await player('rgu');
    const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const r = await exclude(m.token, { period: 'UNTIL', until: day });
    expect(r.status).toBe(200);
    expect(r.body.value.endsAt).toBe(new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString());
  });

  it('a self-excluded player: sessions end, no login on any path, no deposit, no bet, nothing lifts it', async () => {
    const m = await player('rge');
    const h = playHelpers(t, 'rge');
    const launched = await h.launch(m.token, { vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
    const session = (await h.open(launched.body.value.url)).state.session as string;
    const other = await login(m.username);
    expect(other.status).toBe(200);

    const before = Date.now();
    const r = await exclude(m.token, { period: 'P30D' });
    expect(r.status).toBe(200);
    const endsAt = r.body.value.endsAt as string;
    expect(Date.parse(endsAt) - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(Date.parse(endsAt) - before).toBeLessThanOrEqual(30 * DAY + 5000);

    // Every session ended at once.
    for (const token of [m.token, other.body.value.token as string]) {
      expect((await state(token)).status).toBe(401);
      expect((await call(t, 'GET', '/wps/member/info', { token })).status).toBe(401);
    }
    // Password, SMS and any other way in (a session opened by another module) are refused with the end.
    const refused = { status: 403, body: { code: 'SELF_EXCLUDED', message: 'err_self_excluded', until: endsAt } };
    expect(await login(m.username)).toMatchObject(refused);
    // Only someone who knows the password learns of the exclusion (the failure is forgotten again).
    expect((await login(m.username, 'wrong')).body.code).toMatch(/^BAD_CREDENTIALS/);
    await t.db.query('DELETE FROM login_attempts');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: m.mobileNum, countryDialingCode: '84', botCheck: { altcha: await solveBotCheck(t.app) } },
    });
    expect(sent.statusCode).toBe(200);
    const code = (await outboxTo(t.app, `+84${m.mobileNum}`))[0]!.code!;
    const sms = await postLogin(
      t.app,
      { type: 'sms', username: m.mobileNum, password: code, countryDialingCode: '84', botCheck: null },
      freshIp(),
    );
    expect(sms).toMatchObject(refused);
    await expect(t.app.sessions.create(m.id, 3600)).rejects.toMatchObject({ code: 'SELF_EXCLUDED' });

    // No deposit, no real-money bet (the demo vendor's round and the seamless debit refuse it).
    await expect(
      t.db.transaction((tx) => t.app.responsibleGaming.assertDepositAllowed(m.id, 1, tx)),
    ).rejects.toMatchObject({ code: 'SELF_EXCLUDED' });
    expect(await h.round(session, { stake: 1_000 })).toMatchObject({
      status: 403,
      body: { code: 'SELF_EXCLUDED' },
    });
    const { rows: bets } = await t.db.query('SELECT 1 FROM bet_records WHERE member_id = $1', [m.id]);
    expect(bets).toHaveLength(0);

    // Nothing lifts or shortens it: no route, another exclusion refused, the table refuses changes.
    for (const method of ['DELETE', 'PUT'])
      expect(
        (await t.app.inject({ method: method as 'DELETE', url: '/wps/responsible-gaming/self-exclusion' })).statusCode,
      ).toBe(404);
    await expect(
      t.app.responsibleGaming.selfExclude(m.id, { period: 'P1D', password: PASSWORD, confirm: true }),
    ).rejects.toMatchObject({ code: 'SELF_EXCLUDED' });
    await expect(t.db.query('UPDATE self_exclusions SET ends_at = now() WHERE member_id = $1', [m.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM self_exclusions WHERE member_id = $1', [m.id])).rejects.toThrow(/append-only/);
    offset = 29 * DAY;
    expect((await login(m.username)).body.code).toBe('SELF_EXCLUDED');

    // Once it has ended the player logs in again.
    offset = Date.parse(endsAt) - Date.now() + 1000;
    const back = await login(m.username);
    expect(back.status).toBe(200);
    expect((await state(back.body.value.token)).body.value.exclusion).toBeNull();
  });
});
