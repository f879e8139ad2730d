import type { TotpSetup, TotpStatus } from 'shared-contracts';
import { openSecret, sealSecret } from '../../infra/crypto/secret-box';
import { isTotpCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from '../../infra/crypto/totp';
import type { Db } from '../../infra/db';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import type { VerificationService } from '../verification';
import { securityError } from './errors';
import { hashRecoveryCode, type MemberTotpRow, type TotpRepository } from './totp-repository';

/** What players' two-step sign-in needs. */
export interface TotpDeps {
  db: Db;
  /** The key that seals the secrets (config.secretsKey or its file, as operators' secrets). */
  secretsKey: string;
  totp: TotpRepository;
  members: Pick<MembersService, 'findById'>;
  inbox: Pick<InboxService, 'send'>;
  verification: Pick<VerificationService, 'invalidCode'>;
}

/** The platform messages of turning it on and off (English, like the identity review's). */
const MESSAGES = {
  on: {
    title: 'Two-step sign-in turned on',
    content:
      '<p>Two-step sign-in with an authenticator app is now on for your account. Keep your recovery codes safe. If this was not you, contact customer service.</p>',
  },
  off: {
    title: 'Two-step sign-in turned off',
    content:
      '<p>Two-step sign-in with an authenticator app was turned off for your account. If this was not you, contact customer service.</p>',
  },
} as const;

/**
 * Checks an authenticator code (each 30-second step accepted once) or, when `answer` is not 6 digits, uses up one of
 * the recovery codes. False when wrong, replayed or already used.
 */
export async function checkSecondFactor(
  deps: Pick<TotpDeps, 'secretsKey' | 'totp'>,
  memberId: number,
  row: MemberTotpRow,
  answer: string,
  tx?: Db,
): Promise<boolean> {
  if (isTotpCode(answer)) {
    const step = totpStep(openSecret(deps.secretsKey, row.secretEnc), answer);
    return step !== null && deps.totp.takeStep(memberId, step, false, tx);
  }
  return deps.totp.useRecoveryCode(memberId, hashRecoveryCode(answer), tx);
}

/** The member's authenticator when it is on, or null. */
export async function enabledTotp(deps: Pick<TotpDeps, 'totp'>, memberId: number): Promise<MemberTotpRow | null> {
  const row = await deps.totp.find(memberId);
  return row?.enabled ? row : null;
}

/** GET /wps/v2/member/totp. */
export async function totpStatus(deps: TotpDeps, memberId: number): Promise<TotpStatus> {
  const row = await enabledTotp(deps, memberId);
  return { enabled: row !== null, recoveryCodesLeft: row ? await deps.totp.recoveryCodesLeft(memberId) : 0 };
}

/** POST /wps/v2/member/totp/setup: a new secret to confirm (replacing one not confirmed); TOTP_ALREADY_ON. */
export async function setUpTotp(deps: TotpDeps, merchant: Merchant, memberId: number): Promise<TotpSetup> {
  const member = await deps.members.findById(merchant.id, memberId);
  if (!member) throw securityError('TOTP_NOT_SET_UP');
  const secret = newTotpSecret();
  if (!(await deps.totp.setUp(memberId, sealSecret(deps.secretsKey, secret)))) throw securityError('TOTP_ALREADY_ON');
  return { secret, otpauthUri: totpUri(secret, member.username, merchant.name) };
}

/**
 * POST /wps/v2/member/totp/enable: a current code of the set-up secret turns two-step sign-in on (INVALID_CODE when
 * wrong or replayed; TOTP_ALREADY_ON, TOTP_NOT_SET_UP); ten new recovery codes (answered once, kept as sha256) and
 * the platform message, in one transaction.
 */
export async function enableTotp(deps: TotpDeps, memberId: number, code: string): Promise<{ recoveryCodes: string[] }> {
  const row = await deps.totp.find(memberId);
  if (!row) throw securityError('TOTP_NOT_SET_UP');
  if (row.enabled) throw securityError('TOTP_ALREADY_ON');
  const step = isTotpCode(code) ? totpStep(openSecret(deps.secretsKey, row.secretEnc), code) : null;
  if (step === null) throw deps.verification.invalidCode();
  return deps.db.transaction(async (tx) => {
    if (!(await deps.totp.takeStep(memberId, step, true, tx))) throw deps.verification.invalidCode();
    const recoveryCodes = newRecoveryCodes();
    await deps.totp.replaceRecoveryCodes(memberId, recoveryCodes.map(hashRecoveryCode), tx);
    await deps.inbox.send(memberId, MESSAGES.on.title, MESSAGES.on.content, tx);
    return { recoveryCodes };
  });
}

/**
 * POST /wps/v2/member/totp/disable: a current code or an unused recovery code (INVALID_CODE) turns it off; the
 * secret and the recovery codes are forgotten and the platform message sent. TOTP_NOT_SET_UP when it is not on.
 */
export async function disableTotp(deps: TotpDeps, memberId: number, code: string): Promise<null> {
  const row = await enabledTotp(deps, memberId);
  if (!row) throw securityError('TOTP_NOT_SET_UP');
  return deps.db.transaction(async (tx) => {
    if (!(await checkSecondFactor(deps, memberId, row, code, tx))) throw deps.verification.invalidCode();
    await deps.totp.remove(memberId, tx);
    await deps.inbox.send(memberId, MESSAGES.off.title, MESSAGES.off.content, tx);
    return null;
  });
}
