import type { Db } from '../infra/db';
import { createMemberRepository } from '../modules/members/member-repository';
import { createKnownIpRepository } from '../modules/security/known-ip-repository';
import { createSecurityQuestionRepository } from '../modules/security/security-question-repository';
import { DEMO_SECURITY_QUESTION_ID, DEMO_TRAVELLER, SECURITY_QUESTIONS } from './data/security';

export interface SecurityDemoHashes {
  /** Password hashes of demo_secure and demo_traveller. */
  secure: string;
  traveller: string;
  /** hashAnswer(DEMO_SECURITY_ANSWER). */
  answer: string;
}

/**
 * Security questions and the new-IP check on for the demo merchant, its question catalogue, and two
 * accounts to try them: demo_secure (question 1 answered) and demo_traveller (mobile, e-mail and payee
 * name; only known IP 203.0.113.7). The other demo accounts get no known IP, so their first login
 * from anywhere just records it.
 */
export async function insertSecurityDemo(tx: Db, merchantId: number, hashes: SecurityDemoHashes): Promise<void> {
  const members = createMemberRepository(tx);
  await tx.query('UPDATE merchants SET security_questions_enabled = true, verify_new_ip = true WHERE id = $1', [
    merchantId,
  ]);
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

  const traveller = await members.create({
    merchantId,
    username: 'demo_traveller',
    passwordHash: hashes.traveller,
    type: 0,
    nickname: 'Demo Traveller',
    mobileDialCode: DEMO_TRAVELLER.mobile.dialCode,
    mobileNum: DEMO_TRAVELLER.mobile.number,
    email: DEMO_TRAVELLER.email,
  });
  await tx.query('UPDATE members SET payee_name = $2 WHERE id = $1', [traveller.id, DEMO_TRAVELLER.payeeName]);
  // A past login from the documentation address: the traveller's only known IP.
  await members.recordLogin(traveller.id, DEMO_TRAVELLER.knownIp, 90); // a password set just now: not expired
  await createKnownIpRepository(tx).remember(traveller.id, DEMO_TRAVELLER.knownIp);
}
