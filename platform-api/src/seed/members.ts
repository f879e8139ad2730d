import type { Db } from '../infra/db';
import { createMemberRepository } from '../modules/members/member-repository';
import { hashPassword } from '../infra/crypto/password';
import { DEMO_SECURITY_ANSWER, DEMO_TRAVELLER, SECURITY_QUESTIONS } from './data/security';

/** Demo accounts printed at start (demo only: a shared, published password). */
export const DEMO_PASSWORD = 'Demo@1234';

/** demo_player's mobile number (SMS login). */
export const DEMO_MOBILE = { dialCode: '84', number: '912345678' } as const;
/** demo_agent's invitation code (register affiliateCode, GET /wps/agent/affiliate). */
export const DEMO_INVITATION_CODE = 'DEMOAGENT';
/** demo_player's e-mail (forgot password by e-mail; the mail appears in the operator's GET /ops/outbox). */
export const DEMO_EMAIL = 'demo_player@demo-casino.example.com';
export const DEMO_ACCOUNTS = [
  { username: 'demo_player', role: 'player', type: 0 },
  { username: 'demo_agent', role: `agent (invitation code ${DEMO_INVITATION_CODE})`, type: 1 },
  { username: 'demo_downline', role: 'player (downline of demo_agent)', type: 0 },
  {
    username: 'demo_subagent',
    role: 'agent below demo_agent (contracts: demo_agent offers, demo_subagent accepts at /agent)',
    type: 2,
  },
  { username: 'demo_newbie', role: 'player, must change the password at first login', type: 0 },
  {
    username: 'demo_secure',
    role: `player with a security question: "${SECURITY_QUESTIONS[0]?.question}" answer "${DEMO_SECURITY_ANSWER}"`,
    type: 0,
  },
  {
    username: 'demo_traveller',
    role: `player known only from ${DEMO_TRAVELLER.knownIp}: a login from elsewhere asks for a code (mobile, e-mail) or the payee name "${DEMO_TRAVELLER.payeeName}"`,
    type: 0,
  },
] as const;

/** Inserts demo_player, demo_agent, demo_agent's downline demo_downline and demo_newbie (temporary password). */
export async function insertDemoMembers(tx: Db, merchantId: number, passwordHashes: readonly string[]): Promise<void> {
  const members = createMemberRepository(tx);
  const hashOf = (username: string): string => {
    const hash = passwordHashes[DEMO_ACCOUNTS.findIndex((a) => a.username === username)];
    if (!hash) throw new Error(`no password hash for ${username}`);
    return hash;
  };
  const [h0, h1, h2, h3] = ['demo_player', 'demo_agent', 'demo_downline', 'demo_newbie'].map(hashOf) as [
    string,
    string,
    string,
    string,
  ];
  await members.create({
    merchantId,
    username: 'demo_player',
    passwordHash: h0,
    type: 0,
    nickname: 'Demo Player',
    // +84 912345678: the SMS login demo number (codes appear in the operator's GET /ops/outbox).
    mobileDialCode: DEMO_MOBILE.dialCode,
    mobileNum: DEMO_MOBILE.number,
    email: DEMO_EMAIL,
  });
  const agent = await members.create({
    merchantId,
    username: 'demo_agent',
    passwordHash: h1,
    type: 1,
    nickname: 'Demo Agent',
    invitationCode: DEMO_INVITATION_CODE,
  });
  await members.create({
    merchantId,
    username: 'demo_downline',
    passwordHash: h2,
    type: 0,
    uplineId: agent.id,
    nickname: 'Demo Downline',
  });
  // The forced password change of SPEC §4 ('{secret}' = a temporary password, docs/product.md).
  await members.create({
    merchantId,
    username: 'demo_newbie',
    passwordHash: h3,
    type: 0,
    nickname: 'Demo Newbie',
    mustChangePassword: true,
  });
}

/** One fresh salted hash per demo account (computed outside the seed transaction). */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
}
