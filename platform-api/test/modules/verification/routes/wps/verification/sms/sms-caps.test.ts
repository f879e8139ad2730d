import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { TEST_AUTH, freshIp, solveBotCheck } from '../../../../../../helpers/login';
import { call, newMember } from '../../../../../../helpers/payments';

/**
 * SMS pumping caps (verification module, sms-caps.ts) through the routes that send codes: distinct numbers per
 * client address an hour, per signed-in member a day, codes per number a day, and the merchant's daily budget.
 */
describe.each(BACKENDS)('SMS caps on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
  }, 60_000);
  afterAll(() => t?.cleanup());

  const caps = TEST_AUTH.smsCaps;
  /** A national number (+84) no member and no other test has. */
  const newNumber = () => {
    seq += 1;
    return `97${String(seq).padStart(7, '0')}`;
  };
  const post = async (url: string, payload: Record<string, unknown>, ip: string) => {
    const res = await t.app.inject({ method: 'POST', url, remoteAddress: ip, payload });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
    return { status: res.statusCode, body: res.json() as any, headers: res.headers };
  };
  const loginCode = async (mobileNum: string, ip: string) =>
    post(
      '/wps/verification/sms/noLogin',
      { mobileNum, countryDialingCode: '84', botCheck: { altcha: await solveBotCheck(t.app) } },
      ip,
    );
  const registerCode = async (mobileNo: string, ip: string) =>
    post(
      '/wps/verification/sms/register',
      { mobileNo, countryDialingCode: '84', botCheck: { altcha: await solveBotCheck(t.app) } },
      ip,
    );
  const rateLimited = { status: 429, body: { success: false, code: 'RATE_LIMITED', message: 'err_too_many_requests' } };

  it('one client address gets codes for 5 numbers an hour, whatever the purpose; the 6th number is refused', async () => {
    const ip = freshIp();
    const numbers = Array.from({ length: caps.ipNumbersPerHour }, newNumber);
    for (const [i, num] of numbers.entries())
      expect((await (i % 2 ? registerCode(num, ip) : loginCode(num, ip))).status).toBe(200);
    const sixth = newNumber();
    const refused = await registerCode(sixth, ip);
    expect(refused).toMatchObject(rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginCode(newNumber(), ip)).status).toBe(429);
    // Nothing was recorded or sent for the refused number; another address may ask for it.
    const { rows } = await t.db.query('SELECT 1 FROM verification_codes WHERE target = $1', [`+84${sixth}`]);
    expect(rows).toHaveLength(0);
    expect((await registerCode(sixth, freshIp())).status).toBe(200);
    // An hour later the address may ask again.
    await t.db.query(
      "UPDATE verification_codes SET created_at = created_at - interval '61 minutes' WHERE client_ip = $1",
      [ip],
    );
    expect((await registerCode(newNumber(), ip)).status).toBe(200);
  });

  it('a signed-in member gets profile codes for 3 numbers a day, from any address; the 4th is refused', async () => {
    const m = await newMember(t, 'capped');
    const other = await newMember(t, 'capfree');
    const sendCode = (token: string, mobileNum: string) =>
      call(t, 'POST', '/wps/member/info/mobile-code', {
        token,
        payload: { mobileNum, countryDialingCode: '84' },
      });
    for (let i = 0; i < caps.memberNumbersPerDay; i += 1) {
      const num = newNumber();
      expect((await sendCode(m.token, num)).status).toBe(200);
      // As if from other addresses: only the member cap can refuse.
      await t.db.query('UPDATE verification_codes SET client_ip = $2 WHERE target = $1', [`+84${num}`, freshIp()]);
    }
    const fourth = newNumber();
    expect(await sendCode(m.token, fourth)).toMatchObject(rateLimited);
    expect((await sendCode(other.token, fourth)).status).toBe(200);
  });

  it('one number gets 10 codes a day whatever the purpose or the caller; then it is refused', async () => {
    const num = newNumber();
    const target = `+84${num}`;
    for (let i = 0; i < caps.numberPerDay; i += 1) {
      // A new address each time, and past the hourly throttles: only the daily count of the number is left.
      expect((await (i % 2 ? registerCode(num, freshIp()) : loginCode(num, freshIp()))).status).toBe(200);
      await t.db.query(
        "UPDATE verification_codes SET created_at = created_at - interval '61 minutes' WHERE target = $1",
        [target],
      );
    }
    expect(await registerCode(num, freshIp())).toMatchObject(rateLimited);
    expect(await loginCode(num, freshIp())).toMatchObject(rateLimited);
  });

  it("refuses every SMS with SMS_QUOTA once the merchant's daily budget is sent, and alerts the operators once", async () => {
    const merchantId = (await t.app.merchants.findByCode('DEMO'))!.id;
    const alerts = () =>
      t.db.query<{ actor: string; subject_id: string; after: unknown }>(
        "SELECT actor, subject_id, after FROM operator_audit WHERE action = 'sms.budget-reached'",
      );
    expect((await alerts()).rows).toHaveLength(0);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM verification_codes
       WHERE merchant_id = $1 AND code_hash IS NOT NULL AND created_at > now() - interval '1 day'`,
      [merchantId],
    );
    // The day's SMS up to the budget (2,000 by default), as if sent to other numbers.
    await t.db.query(
      `INSERT INTO verification_codes (merchant_id, purpose, target, code_hash, expires_at, client_ip)
       SELECT $1, 'REGISTER', '+8496' || lpad(g::text, 7, '0'), 'x', now(), '10.255.0.1'
       FROM generate_series(1, $2::int) g`,
      [merchantId, caps.merchantPerDay - rows[0]!.n],
    );
    const quota = { status: 503, body: { success: false, code: 'SMS_QUOTA', message: 'err_sms_quota' } };
    expect(await registerCode(newNumber(), freshIp())).toMatchObject(quota);
    expect(await loginCode('912345678', freshIp())).toMatchObject(quota);
    const entries = (await alerts()).rows;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'system:sms-budget',
      subject_id: 'DEMO',
      after: { budget: caps.merchantPerDay, refusing: 'SMS_QUOTA' },
    });
    // The other merchant's budget is its own.
    const lucky = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { host: 'lucky.localhost' },
      remoteAddress: freshIp(),
      payload: {
        mobileNum: newNumber(),
        countryDialingCode: '1',
        botCheck: { altcha: await solveBotCheck(t.app, 'lucky.localhost') },
      },
    });
    expect(lucky.statusCode).not.toBe(503);
  });
});
