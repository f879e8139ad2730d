import type { Db } from '../plugins/external/db';
import { createMemberRepository } from '../plugins/app/members/member-repository';
import { createSecurityQuestionRepository } from '../plugins/app/security/security-question-repository';
import { DEMO_SECURITY_QUESTION_ID, SECURITY_QUESTIONS } from './data/security';

export interface SecurityDemoHashes {
  /** Password hash of demo_secure. */
  secure: string;
  /** hashAnswer(DEMO_SECURITY_ANSWER). */
  answer: string;
}

/**
 * Security questions on for the demo merchant, its question catalogue, and an account to try them:
 * demo_secure (question 1 answered).
 */
export async function insertSecurityDemo(tx: Db, merchantId: number, hashes: SecurityDemoHashes): Promise<void> {
  const members = createMemberRepository(tx);
  await tx.query('UPDATE merchants SET security_questions_enabled = true WHERE id = $1', [merchantId]);
  const questions = createSecurityQuestionRepository(tx);
  await questions.upsertMany(merchantId, SECURITY_QUESTIONS);

  const secure = await members.create({
    merchantId,
    username: 'demo_secure',
    passwordHash: hashes.secure,
    type: 0,
    nickname: 'Demo Secure',
  });
  await questions.setAnswer(secure.id, merchantId, DEMO_SECURITY_QUESTION_ID, hashes.answer);
}
