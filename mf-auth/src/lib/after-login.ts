import { session, type SecurityQuestion } from 'shared-contracts';
import { getSecurityConfig } from '../api/get-security-config';
import { getSecurityQuestion } from '../api/get-security-question';

export type AfterLogin =
  | { modal: 'changePass' }
  | { modal: 'securityQuestions'; question: SecurityQuestion }
  | { modal: 'verifyIdentity' }
  | { modal: 'welcome' }
  | null;

/**
 * What must follow a login (SPEC §4): the forced password change while it is still due (`passwordChangeDue`);
 * else the security question when the member set one and this session has not answered it; else the identity-verification modal when verification is enabled, not complete,
 * status N, nothing uploaded in this session and not put off ("verify later"); else the first-login welcome
 * when this session's login was a new account's first (`welcomeDue`). Trials get none of them.
 */
export async function afterLogin(): Promise<AfterLogin> {
  if (!session.get('token') || session.get('isTrial')) return null;
  // A forced change still due (a reload after the login): the session can do nothing else first.
  if (session.get('passwordChangeDue')) return { modal: 'changePass' };
  const { info } = await getSecurityConfig();
  const q = info.securityQuestion;
  if (q.enabled && q.isComplete && !session.get('validate')) {
    const question = await getSecurityQuestion();
    if (question) return { modal: 'securityQuestions', question };
  }
  const id = info.idVerification;
  const uploadWanted = id.enabled && !id.isComplete && id.status === 'N';
  if (uploadWanted && !session.get('securityAlreadyUpLoad') && !session.get('verifyLater')) {
    return { modal: 'verifyIdentity' };
  }
  if (session.get('welcomeDue')) return { modal: 'welcome' };
  return null;
}
