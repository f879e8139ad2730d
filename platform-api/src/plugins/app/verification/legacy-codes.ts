import type { Db } from '../../../infra/db';
import { verificationError } from '../../../modules/verification/errors';
import {
  checkSmsCode as check,
  claimSmsCode as claim,
  issueSmsCode as issue,
  type CheckedCode,
  type CodeRequest,
  type SmsCodeDeps,
} from '../../../modules/verification/sms-codes';
import type { CodePurpose } from '../../../modules/verification/verification-code-repository';
import type { Merchant } from '../../../modules/merchants';
import type { Platform } from '../platform';

// Legacy bridge: the verification module's code functions over the Platform bag, for the code of
// plugins/app (registration, new-IP check, password reset) until it moves into its modules.

const deps = (p: Platform): SmsCodeDeps => ({
  db: p.db,
  config: p.config,
  codes: p.repos.verificationCodes,
  secret: (merchantId) => p.repos.merchantSecrets.get(merchantId, 'sms_code_hmac'),
  messages: p.messages,
});

/** issueSmsCode of the verification module. */
export const issueSmsCode = (p: Platform, merchant: Merchant, req: CodeRequest): Promise<{ expiredMinutes: number }> =>
  issue(deps(p), merchant, req);

/** checkSmsCode of the verification module. */
export const checkSmsCode = (
  p: Platform,
  merchantId: number,
  purpose: CodePurpose,
  target: string,
  code: string,
  opts: { consume: boolean },
): Promise<CheckedCode> => check(deps(p), merchantId, purpose, target, code, opts);

/** claimSmsCode of the verification module. */
export const claimSmsCode = (p: Platform, id: number, tx: Db): Promise<void> =>
  claim(p.repos.verificationCodes, id, tx);

/** Consumes the newest LOGIN code of `target`; its member id, or INVALID_CODE / CODE_EXPIRED. */
export async function consumeLoginCode(p: Platform, merchantId: number, target: string, code: string): Promise<number> {
  const { memberId } = await check(deps(p), merchantId, 'LOGIN', target, code, { consume: true });
  if (memberId === null) throw verificationError('INVALID_CODE');
  return memberId;
}
