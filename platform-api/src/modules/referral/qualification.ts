import type { Db } from '../../infra/db';
import type { MembersService } from '../members';
import type { PaymentsService } from '../payments';
import type { RewardsService } from '../rewards';
import { createLinkRepository, windowEnd, type Candidate } from './link-repository';

export interface QualifyDeps {
  db: Db;
  members: Pick<MembersService, 'usernames'>;
  payments: Pick<PaymentsService, 'creditedByMember'>;
  rewards: Pick<RewardsService, 'grant'>;
}

/** What one run did: friends looked at, qualified now (each with its reward granted). */
export interface QualifyResult {
  checked: number;
  qualified: number;
}

const BATCH = 200;

/** "ab***yz": enough for the member to recognise a friend, not a login name to try. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  if (account.length <= 5) return `${account.slice(0, 1)}***${account.slice(-1)}`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/**
 * One run of `referral.qualify` (ADR 0009): every friend not qualified yet, still within their window (plus a
 * grace day), of a merchant whose programme is on. A friend qualifies when the deposits credited to them in
 * [registered, registered + qualifyDays days) add up to `minDeposit`; then, in one transaction under the link's
 * row lock (SKIP LOCKED: a concurrent run leaves it to the holder), the link is marked qualified and the referrer
 * is granted the reward (`invitee:<id>`; the rewards module's unique key backs the lock). A second or concurrent
 * run finds the link qualified or locked and grants nothing.
 */
export async function qualifyFriends(deps: QualifyDeps, at: Date, merchantId?: number): Promise<QualifyResult> {
  const links = createLinkRepository(deps.db);
  const result: QualifyResult = { checked: 0, qualified: 0 };
  let after: Candidate | undefined;
  for (;;) {
    const batch = await links.candidates(at, BATCH, after);
    for (const c of batch) {
      if (merchantId !== undefined && c.merchantId !== merchantId) continue;
      result.checked += 1;
      if (await qualifyOne(deps, links, c, at)) result.qualified += 1;
    }
    if (batch.length < BATCH) return result;
    after = batch[batch.length - 1];
  }
}

async function qualifyOne(
  { db, members, payments, rewards }: QualifyDeps,
  links: ReturnType<typeof createLinkRepository>,
  c: Candidate,
  at: Date,
): Promise<boolean> {
  const [credited] = await payments.creditedByMember(
    c.merchantId,
    [c.inviteeId],
    c.linkedAt,
    windowEnd(c.linkedAt, c.qualifyDays),
  );
  if (!credited || credited.amount < c.minDeposit) return false;
  const account = (await members.usernames(c.merchantId, [c.inviteeId])).get(c.inviteeId) ?? '';
  return db.transaction(async (tx) => {
    if (!(await links.lockPending(tx, c.inviteeId))) return false;
    await links.markQualified(tx, c.inviteeId, at, credited.amount, c.reward);
    const granted = await rewards.grant(
      {
        merchantId: c.merchantId,
        memberId: c.referrerId,
        source: 'REFERRAL',
        sourceKey: `invitee:${c.inviteeId}`,
        title: maskAccount(account),
        amount: c.reward,
        turnoverMultiple: c.turnoverMultiple,
      },
      tx,
    );
    return granted.created;
  });
}
