import { DEFAULT_AUTH_POLICY } from '../../../../src/infra/config';
import type { Db } from '../../../../src/infra/db';
import { MessageQuotaExceeded, type MessageProvider } from '../../../../src/infra/messages/message-provider';
import type { Merchant } from '../../../../src/modules/merchants';
import { issueSmsCode, type SmsCodeDeps } from '../../../../src/modules/verification/sms-codes';
import type {
  SmsCounts,
  VerificationCodeRepository,
} from '../../../../src/modules/verification/verification-code-repository';

/** issueSmsCode over fakes: the throttles' answers and the provider's failure, without a database. */
const NONE: SmsCounts = { ipOtherNumbers: 0, memberOtherNumbers: 0, numberDay: 0, ipNumberDay: 0, merchantSentDay: 0 };
const deps = (
  recent: { lastAgeSeconds: number | null; count: number },
  messages: MessageProvider,
  counts: SmsCounts = NONE,
  reached: SmsCodeDeps['budget']['reached'] = jest.fn(async () => undefined),
): SmsCodeDeps => {
  const db = { transaction: (fn: (tx: Db) => Promise<unknown>) => fn(db as unknown as Db) } as unknown as Db;
  const codes = {
    lockTarget: jest.fn(async () => undefined),
    recent: jest.fn(async () => recent),
    insert: jest.fn(async () => undefined),
    lockCaller: jest.fn(async () => undefined),
    smsCounts: jest.fn(async () => counts),
  } as unknown as VerificationCodeRepository;
  return {
    db,
    config: { auth: DEFAULT_AUTH_POLICY },
    codes,
    secret: async () => 'k',
    messages,
    memberLanguage: async () => null,
    budget: { reached },
  };
};
const merchant = { id: 1, smsCodeExpiredMinutes: 5, languages: ['EN'] } as unknown as Merchant;
const req = {
  purpose: 'LOGIN' as const,
  target: '+84912345678',
  memberId: null,
  ip: '10.0.0.1',
  send: true,
  text: { EN: '{code}', TY: '{code}', ZH: '{code}', JA: '{code}', TH: '{code}', TL: '{code}', KO: '{code}' },
};
const sent = (): MessageProvider => ({ name: 'fake', send: jest.fn(async () => undefined) });

describe('issueSmsCode: the 5-minute throttle (SPEC §8/§9) and the provider quota', () => {
  it('after 5 codes an hour refuses until 5 minutes passed since the last, then sends', async () => {
    const refused = issueSmsCode(deps({ lastAgeSeconds: 299, count: 5 }, sent()), merchant, req);
    await expect(refused).rejects.toMatchObject({ code: 'SMS_THROTTLED' });
    await expect(issueSmsCode(deps({ lastAgeSeconds: 300, count: 5 }, sent()), merchant, req)).resolves.toEqual({
      expiredMinutes: 5,
    });
    await expect(issueSmsCode(deps({ lastAgeSeconds: 59, count: 1 }, sent()), merchant, req)).rejects.toMatchObject({
      code: 'TOO_FAST',
    });
  });

  it('answers SMS_QUOTA when the provider has no quota left; other failures stay what they are', async () => {
    const broke: MessageProvider = {
      name: 'gateway',
      send: async () => {
        throw new MessageQuotaExceeded('gateway');
      },
    };
    await expect(issueSmsCode(deps({ lastAgeSeconds: null, count: 0 }, broke), merchant, req)).rejects.toMatchObject({
      code: 'SMS_QUOTA',
    });
    const down: MessageProvider = {
      name: 'gateway',
      send: async () => {
        throw new Error('connection refused');
      },
    };
    await expect(issueSmsCode(deps({ lastAgeSeconds: null, count: 0 }, down), merchant, req)).rejects.toThrow(
      'connection refused',
    );
  });
});

describe('issueSmsCode: the SMS pumping caps (DEFAULT_AUTH_POLICY.smsCaps)', () => {
  const caps = DEFAULT_AUTH_POLICY.smsCaps;
  const fresh = { lastAgeSeconds: null, count: 0 };

  it('refuses with 429 RATE_LIMITED past a cap of the address, the member or the number, and sends nothing', async () => {
    for (const counts of [
      { ...NONE, ipOtherNumbers: caps.ipNumbersPerHour },
      { ...NONE, memberOtherNumbers: caps.memberNumbersPerDay },
      { ...NONE, numberDay: caps.numberPerDay },
    ]) {
      const messages = sent();
      const d = deps(fresh, messages, counts);
      await expect(issueSmsCode(d, merchant, req)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        options: { headers: { 'retry-after': expect.any(String) } },
      });
      expect(messages.send).not.toHaveBeenCalled();
      expect(d.codes.insert).not.toHaveBeenCalled();
    }
    const below = { ipOtherNumbers: 4, memberOtherNumbers: 2, numberDay: 9, ipNumberDay: 5, merchantSentDay: 1999 };
    await expect(issueSmsCode(deps(fresh, sent(), below), merchant, req)).resolves.toEqual({ expiredMinutes: 5 });
  });

  it("answers SMS_QUOTA once the merchant's daily budget is spent and tells the budget alert", async () => {
    const reached = jest.fn(async () => undefined);
    const messages = sent();
    const spent = { ...NONE, merchantSentDay: caps.merchantPerDay };
    await expect(issueSmsCode(deps(fresh, messages, spent, reached), merchant, req)).rejects.toMatchObject({
      code: 'SMS_QUOTA',
    });
    expect(reached).toHaveBeenCalledWith(merchant, caps.merchantPerDay);
    expect(messages.send).not.toHaveBeenCalled();
  });

  it('leaves e-mail codes (the new-IP check by e-mail) to the per-target throttles', async () => {
    const spent = {
      ipOtherNumbers: 99,
      memberOtherNumbers: 99,
      numberDay: 99,
      ipNumberDay: 99,
      merchantSentDay: 99_999,
    };
    const email = { ...req, purpose: 'IP' as const, target: 'a@b.example', channel: 'EMAIL' as const };
    await expect(issueSmsCode(deps(fresh, sent(), spent), merchant, email)).resolves.toEqual({ expiredMinutes: 5 });
  });
});
