import { encryptPayload } from 'shared-contracts';
import { setWhitelabelModule, type TestApp } from './app';
import { freshIp, solveBotCheck } from './login';
import { outboxTo } from './outbox';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
export type Answer = { status: number; body: any; headers: Record<string, unknown> };

export const err = (code: string, message: string) => ({ success: false, value: null, message, code });

/** A password that passes the demo merchant's rule (UPPER_LOWER_DIGIT_SYMBOL, 8–20). */
export const REG_PASSWORD = 'Passw0rd!';

/** yyyy-MM-dd of the UTC day `years` years (and `days` days) before today; 29 Feb becomes 28 Feb in other years. */
export function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const [y, m] = [now.getUTCFullYear() - years, now.getUTCMonth()];
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), lastDay) - days));
  return d.toISOString().slice(0, 10);
}

let numberSeq = 0;

/**
 * Registration calls against a test app: SMS codes read from the outbox, encrypted register bodies with a solved bot
 * check; `host` picks the merchant (its Host header), the default one when absent; `digits`: the length of the
 * numbers it makes (the merchant's phone digit count: 10 on PH).
 */
export function registerClient(t: TestApp, prefix: string, host?: string, digits = 9) {
  const { app } = t;
  const headers = host ? { host } : {};
  let publicKey: string | null = null;
  const key = async () =>
    (publicKey ??= (await app.inject({ method: 'GET', url: '/wps/system/config', headers })).json().value
      .publicKey as string);
  const answer = (res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> }): Answer => ({
    status: res.statusCode,
    body: res.json(),
    headers: res.headers,
  });

  /** A national number no other test of this process uses (`digits` digits, 9 by default; +84). */
  const newNumber = (): string => {
    numberSeq += 1;
    return `${prefix}${String(numberSeq).padStart(digits - prefix.length, '0')}`;
  };

  const requestCode = async (
    mobileNo: string,
    countryDialingCode = '84',
    botCheck?: { altcha: string },
    ip = freshIp(),
  ) =>
    answer(
      await app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers,
        // Each would-be member asks from its own address unless told (the per-address SMS cap: 5 numbers an hour).
        remoteAddress: ip,
        payload: { mobileNo, countryDialingCode, botCheck: botCheck ?? { altcha: await solveBotCheck(app, host) } },
      }),
    );

  const outbox = async (to: string) =>
    (await outboxTo(app, to, host)) as {
      body: string;
      code: string;
    }[];

  /** Requests a REGISTER code for +84 `num` and reads it from the outbox. */
  const codeFor = async (num: string): Promise<string> => {
    const res = await requestCode(num);
    if (res.status !== 200) throw new Error(`code for ${num}: ${JSON.stringify(res.body)}`);
    return (await outbox(`+84${num}`))[0]!.code;
  };

  /** A body that passes the demo merchant's rules, with a fresh number and its SMS code. */
  const validBody = async (overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> => {
    const num = newNumber();
    const verificationCode = await codeFor(num);
    return {
      username: `u${num}`,
      password: REG_PASSWORD,
      confirmPassword: REG_PASSWORD,
      mobileNum: num,
      countryDialingCode: '84',
      verificationCode,
      placeOfBirth: 'Manila',
      address: '1 Main Street, Makati',
      nationality: 'Philippines',
      occupation: 4,
      sourceOfIncome: 1,
      registerMethod: 'WEB',
      termsAccepted: true,
      login: true,
      ...overrides,
    };
  };

  /** PUT /wps/member/register (or /register/mobile), encrypted, with a solved bot check unless `botCheck` is in the body. */
  const register = async (body: Record<string, unknown>, opts: { mobile?: boolean; ip?: string } = {}) => {
    const payload = { ...body, botCheck: body.botCheck ?? { altcha: await solveBotCheck(app, host) } };
    return answer(
      await app.inject({
        method: 'PUT',
        headers,
        url: opts.mobile ? '/wps/member/register/mobile' : '/wps/member/register',
        remoteAddress: opts.ip ?? freshIp(),
        payload: { encrypted: await encryptPayload(await key(), payload) },
      }),
    );
  };

  const setModule = (modId: string, on: boolean) => setWhitelabelModule(t, modId, on);
  const setRule = (field: string, set: Record<string, unknown>) =>
    t.db.query(
      `UPDATE register_rules SET ${Object.keys(set)
        .map((k, i) => `${k} = $${i + 2}`)
        .join(', ')} WHERE field = $1`,
      [field, ...Object.values(set)],
    );
  const memberRow = async (username: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test look-ups of arbitrary columns
    (await t.db.query<any>('SELECT * FROM members WHERE lower(username) = lower($1)', [username])).rows[0];

  return { newNumber, requestCode, outbox, codeFor, validBody, register, setModule, setRule, memberRow };
}
