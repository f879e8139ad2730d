import { DEFAULT_AUTH_POLICY } from '../../../../src/infra/config';
import type { Db } from '../../../../src/infra/db';
import { MessageQuotaExceeded, type MessageProvider } from '../../../../src/infra/messages/message-provider';
import type { Merchant } from '../../../../src/modules/merchants';
import { issueSmsCode, type SmsCodeDeps } from '../../../../src/modules/verification/sms-codes';
import type { VerificationCodeRepository } from '../../../../src/modules/verification/verification-code-repository';

/** issueSmsCode over fakes: the throttles' answers and the provider's failure, without a database. */
const deps = (recent: { lastAgeSeconds: number | null; count: number }, messages: MessageProvider): SmsCodeDeps => {
  const db = { transaction: (fn: (tx: Db) => Promise<unknown>) => fn(db as unknown as Db) } as unknown as Db;
  const codes = {
    lockTarget: jest.fn(async () => undefined),
    recent: jest.fn(async () => recent),
    insert: jest.fn(async () => undefined),
  } as unknown as VerificationCodeRepository;
  return {
    db,
    config: { auth: DEFAULT_AUTH_POLICY },
    codes,
    secret: async () => 'k',
    messages,
    memberLanguage: async () => null,
  };
};
const merchant = { id: 1, smsCodeExpiredMinutes: 5, languages: ['EN'] } as unknown as Merchant;
const req = {
  purpose: 'LOGIN' as const,
  target: '+84912345678',
  memberId: null,
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
