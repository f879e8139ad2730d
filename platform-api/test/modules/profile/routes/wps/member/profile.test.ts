/** @pglite: the profile routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { call, newMember, type Json } from '../../../../../helpers/payments';
import { outboxTo } from '../../../../../helpers/outbox';

describe.each(BACKENDS)('profile: /wps/member/info (POST), /profile, /mobile-code, /icon on %s', (backend) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 90_000);
  afterAll(() => t?.cleanup());

  /** A national number no other test uses. */
  const freshNumber = () => {
    seq += 1;
    return `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
  };
  const update = (token: string | null, payload: Json) => call(t, 'POST', '/wps/member/info', { token, payload });
  const sendCode = (token: string | null, mobileNum: string, countryDialingCode = '84') =>
    call(t, 'POST', '/wps/member/info/mobile-code', { token, payload: { mobileNum, countryDialingCode } });
  const outboxCode = async (to: string): Promise<string> => (await outboxTo(t.app, to))[0]!.code!;

  it('updates the nickname (sanitised) and the e-mail, and reads them back', async () => {
    const m = await newMember(t, 'prof');
    // A NUL never reaches SQL: refused at the boundary with the field named.
    expect((await update(m.token, { nickname: 'Lucky\u0000Star' })).body).toMatchObject({
      code: 'VALIDATION',
      field: 'nickname',
    });
    // Markup is refused with the field named (the plain-text rule), never stripped.
    expect((await update(m.token, { nickname: '<b>Lucky</b> Star' })).body).toMatchObject({
      code: 'VALIDATION',
      field: 'nickname',
    });
    const res = await update(m.token, { nickname: '  Lucky  Star ', email: ' lucky@example.com ' });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      nickname: 'Lucky Star',
      birthday: null,
      email: 'lucky@example.com',
      countryDialingCode: null,
      mobileNum: null,
    });
    expect((await call(t, 'GET', '/wps/member/info/profile', { token: m.token })).body.value).toEqual(res.body.value);
    expect((await call(t, 'GET', '/wps/member/info', { token: m.token })).body.value.nickname).toBe('Lucky Star');
    // Twenty characters of any script fit; 21 do not.
    expect((await update(m.token, { nickname: 'Đ'.repeat(20) })).status).toBe(200);
  });

  it('changes the mobile number only with the code sent to it', async () => {
    const m = await newMember(t, 'prof');
    const num = freshNumber();
    expect((await sendCode(m.token, `0${num}`)).body.value).toEqual({ expiredMinutes: expect.any(Number) });
    const code = await outboxCode(`+84${num}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await update(m.token, { mobileNum: num, countryDialingCode: '84', verificationCode: wrong });
    expect([refused.status, refused.body.code]).toEqual([400, 'INVALID_CODE']);
    const ok = await update(m.token, { mobileNum: `0${num}`, countryDialingCode: '+84', verificationCode: code });
    expect(ok.body.value).toMatchObject({ countryDialingCode: '84', mobileNum: num });
    // The code is spent.
    const again = await update(m.token, { mobileNum: num, countryDialingCode: '84', verificationCode: code });
    expect(again.body.code).toBe('INVALID_CODE');
    // Another member cannot take the number, nor be sent a code for it.
    const other = await newMember(t, 'prof');
    expect((await sendCode(other.token, num)).body.code).toBe('MOBILE_IN_USE');
  });

  it("refuses a code sent for another member's request", async () => {
    const a = await newMember(t, 'prof');
    const b = await newMember(t, 'prof');
    const num = freshNumber();
    await sendCode(a.token, num);
    const code = await outboxCode(`+84${num}`);
    const res = await update(b.token, { mobileNum: num, countryDialingCode: '84', verificationCode: code });
    expect([res.status, res.body.code, res.body.field]).toEqual([400, 'VALIDATION', 'verificationCode']);
    expect((await call(t, 'GET', '/wps/member/info/profile', { token: b.token })).body.value.mobileNum).toBeNull();
  });

  it('answers bad input 400 with the field, never 500', async () => {
    const m = await newMember(t, 'prof');
    const cases: [Json, string, string][] = [
      [{ nickname: 'x'.repeat(21) }, 'VALIDATION', 'nickname'],
      [{ nickname: 'x'.repeat(41) }, 'VALIDATION', 'nickname'],
      [{ nickname: ' <> \u0007 ' }, 'VALIDATION', 'nickname'],
      [{ nickname: 12 }, 'VALIDATION', 'nickname'],
      [{ email: 'not-an-email' }, 'VALIDATION', 'email'],
      [{ email: 'a@b' }, 'VALIDATION', 'email'],
      [{ mobileNum: '912345678' }, 'VALIDATION', 'countryDialingCode'],
      [{ mobileNum: '912345678', countryDialingCode: '84' }, 'VALIDATION', 'verificationCode'],
      [{ verificationCode: '123456' }, 'VALIDATION', 'mobileNum'],
    ];
    for (const [payload, code, field] of cases) {
      const { status, body } = await update(m.token, payload);
      expect([JSON.stringify(payload), status, body.code, body.field]).toEqual([
        JSON.stringify(payload),
        400,
        code,
        field,
      ]);
    }
    const badPhone = await update(m.token, { mobileNum: '12', countryDialingCode: '84', verificationCode: '123456' });
    expect([badPhone.status, badPhone.body.code]).toEqual([400, 'INVALID_PHONE']);
    expect((await sendCode(m.token, 'abc')).body.code).toBe('INVALID_PHONE');
    const missing = await call(t, 'POST', '/wps/member/info/mobile-code', { token: m.token, payload: {} });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION']);
    // Nothing was written.
    expect((await call(t, 'GET', '/wps/member/info/profile', { token: m.token })).body.value).toMatchObject({
      email: null,
      mobileNum: null,
    });
  });

  it("sets a missing birthday once, at least the merchant's minimum age (21 on DEMO)", async () => {
    const m = await newMember(t, 'prof');
    const year = new Date().getUTCFullYear();
    const young = await update(m.token, { birthday: `${year - 20}-01-01` });
    expect([young.status, young.body.code, young.body.field, young.body.age]).toEqual([
      400,
      'BIRTHDAY_LIMIT',
      'birthday',
      21,
    ]);
    for (const birthday of ['01-01-1990', '1990-02-30', ' ']) {
      const bad = await update(m.token, { birthday });
      expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'VALIDATION', 'birthday']);
    }
    const ok = await update(m.token, { birthday: '1990-03-05' });
    expect([ok.status, ok.body.value.birthday]).toEqual([200, '1990-03-05']);
    // Set once: a second one is refused and the first kept.
    const again = await update(m.token, { birthday: '1991-03-05' });
    expect([again.status, again.body.code, again.body.field]).toEqual([400, 'VALIDATION', 'birthday']);
    expect((await call(t, 'GET', '/wps/member/info/profile', { token: m.token })).body.value.birthday).toBe(
      '1990-03-05',
    );
  });

  it('chooses one of the fixed icons, and back to the default', async () => {
    const m = await newMember(t, 'prof');
    const before = (await call(t, 'GET', '/wps/member/info/icon', { token: m.token })).body.value;
    expect(before).toMatchObject({ iconId: null, choices: expect.arrayContaining(['c00', 'c11']) });
    const set = await call(t, 'POST', '/wps/member/info/icon', { token: m.token, payload: { iconId: 'c03' } });
    expect(set.body.value).toEqual({ iconId: 'c03', icon: expect.stringMatching(/\.svg\?hue=90$/) });
    const after = (await call(t, 'GET', '/wps/member/info/icon', { token: m.token })).body.value;
    expect([after.iconId, after.icon]).toEqual(['c03', set.body.value.icon]);
    const image = await t.app.inject({ method: 'GET', url: after.icon });
    expect(image.statusCode).toBe(200);
    const reset = await call(t, 'POST', '/wps/member/info/icon', { token: m.token, payload: { iconId: null } });
    expect(reset.body.value).toEqual({ iconId: null, icon: before.icon });
    for (const payload of [{ iconId: 'c12' }, { iconId: '../x' }, {}]) {
      const bad = await call(t, 'POST', '/wps/member/info/icon', { token: m.token, payload });
      expect([bad.status, bad.body.code, bad.body.field]).toEqual([400, 'VALIDATION', 'iconId']);
    }
  });

  it('refuses a trial (TRIAL_FORBIDDEN) and a guest (401)', async () => {
    const trial = await newMember(t, 'prof', 4);
    for (const token of [trial.token, null]) {
      const results = [
        await update(token, { nickname: 'x' }),
        await call(t, 'GET', '/wps/member/info/profile', { token }),
        await sendCode(token, freshNumber()),
        await call(t, 'POST', '/wps/member/info/icon', { token, payload: { iconId: 'c01' } }),
      ];
      expect(results.map((r) => [r.status, r.body.code])).toEqual(
        Array(4).fill(token ? [403, 'TRIAL_FORBIDDEN'] : [401, 'UNAUTHORIZED']),
      );
    }
  });
});
