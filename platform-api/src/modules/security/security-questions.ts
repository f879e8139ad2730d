import type { SecurityConfig, SecurityQuestion } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../../infra/crypto/password';
import { commonError, emptyField, invalidField } from '../../infra/errors/common-errors';
import type { MembersService } from '../members';
import type { Merchant, MerchantsService } from '../merchants';
import type { PasswordsService } from '../passwords';
import type { SessionsService } from '../sessions';
import type { SecurityQuestionRepository } from './security-question-repository';

/** What the security questions need. */
export interface QuestionDeps {
  merchants: Pick<MerchantsService, 'isEnabled'>;
  members: Pick<MembersService, 'idVerificationStatus'>;
  sessions: Pick<SessionsService, 'claimVerifyAttempt' | 'markVerified' | 'revoke'>;
  passwords: Pick<PasswordsService, 'requireCurrent'>;
  questions: SecurityQuestionRepository;
}

/** Whitelabel module of the ID upload: identity verification is asked for when it is on. */
export const ID_UPLOAD_MODULE = 'UPLOADID3';

/** What is hashed and compared: the answer trimmed (SPEC §5) and lower-cased (answers are case-insensitive). */
export const normaliseAnswer = (answer: string): string => answer.trim().toLowerCase();

/** The scrypt hash stored for an answer (the password KDF, over the normalised answer). */
export const hashAnswer = (answer: string): Promise<string> => hashPassword(normaliseAnswer(answer));

/**
 * GET /wps/v2/member/securityConfig (SPEC §3 security config). Identity verification is enabled by
 * UPLOADID3 or the Philippines variant and complete once approved ('A'); the security question is
 * enabled by the merchant and complete once the member has set one.
 */
export async function securityConfig(
  { merchants, members, questions }: QuestionDeps,
  merchant: Merchant,
  memberId: number,
): Promise<SecurityConfig> {
  const [uploadOn, status, answer] = await Promise.all([
    merchants.isEnabled(merchant.id, ID_UPLOAD_MODULE),
    members.idVerificationStatus(memberId),
    questions.answerOf(memberId),
  ]);
  const idStatus = status ?? 'N';
  return {
    info: {
      idVerification: {
        enabled: uploadOn || merchant.philippinesVariant,
        isComplete: idStatus === 'A',
        status: idStatus,
      },
      securityQuestion: { enabled: merchant.securityQuestionsEnabled, isComplete: answer !== null },
    },
  };
}

/** GET /wps/v2/member/customerSecurityQuestions: the member's question (never the answer), or null. */
export async function customerQuestion(
  { questions }: QuestionDeps,
  memberId: number,
): Promise<SecurityQuestion | null> {
  const answer = await questions.answerOf(memberId);
  return answer ? { questionId: answer.questionId, question: answer.question } : null;
}

/**
 * POST /wps/v2/member/customerSecurityQuestions (real accounts, encrypted). Order: the merchant uses
 * security questions (NOT_ENABLED), the answer is not blank (VALIDATION, field answer), the question
 * is the merchant's (VALIDATION, field questionId), the current password (BAD_OLD_PASSWORD). Sets or
 * replaces the member's question; the caller's session stays usable, later logins must answer it.
 */
export async function setCustomerQuestion(
  { passwords, questions }: QuestionDeps,
  merchant: Merchant,
  memberId: number,
  input: { questionId: number; answer: string; password: string },
): Promise<null> {
  if (!merchant.securityQuestionsEnabled) throw commonError('NOT_ENABLED');
  if (!normaliseAnswer(input.answer)) throw emptyField('answer');
  if (!(await questions.find(merchant.id, input.questionId)))
    throw invalidField('questionId', 'questionId is not one of the security questions');
  await passwords.requireCurrent(memberId, input.password);
  await questions.setAnswer(memberId, merchant.id, input.questionId, await hashAnswer(input.answer));
  return null;
}

/**
 * POST /wps/v2/member/customerSecurityQuestions/verify (SPEC §4). The answer is compared trimmed and
 * case-insensitively. Right: the session stops being pending, `{valid: true}`. Wrong (or another
 * question than the member's): the session is revoked, `{valid: false}` — the client shows
 * local_wrong_logout and logs out. A pending session gets a single try: a second concurrent try
 * revokes it too, so parallel guesses cannot reveal the answer.
 */
export async function verifyAnswer(
  { sessions, questions }: QuestionDeps,
  merchant: Merchant,
  memberId: number,
  token: string,
  input: { questionId: number; answer: string },
): Promise<{ valid: boolean }> {
  if (!merchant.securityQuestionsEnabled) throw commonError('NOT_ENABLED');
  const stored = await questions.answerOf(memberId);
  if (!stored) throw invalidField('questionId', 'No security question is set');

  const claim = await sessions.claimVerifyAttempt(token);
  if (!claim) throw commonError('UNAUTHORIZED');
  const refuse = async () => {
    await sessions.revoke(token);
    return { valid: false };
  };
  if (claim.pending && claim.attempts > 1) return refuse();
  const right =
    stored.questionId === input.questionId && (await verifyPassword(normaliseAnswer(input.answer), stored.answerHash));
  if (!right) return refuse();
  return { valid: await sessions.markVerified(token) };
}
