import type { RequestOf, ResponseOf } from 'shared-contracts';
import type { Bonus, Reward, rewardsApi } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import { paging } from '../../infra/paging';
import type { BetsService } from '../bets';
import type { InboxService } from '../inbox';
import type { Merchant, MerchantsService } from '../merchants';
import type { WalletService } from '../wallet';
import { createBonusRepository, type BonusRow } from './bonus-repository';
import { rewardsError } from './errors';
import { createRewardRepository, type NewReward, type RewardRow } from './reward-repository';

export interface RewardsDeps {
  db: Db;
  wallet: Pick<WalletService, 'houseAccount' | 'mainAccount' | 'post'>;
  bets: Pick<BetsService, 'settledStake'>;
  inbox: Pick<InboxService, 'notify'>;
  merchants: Pick<MerchantsService, 'findById'>;
  now: () => Date;
}

/** What a withdrawal still owes for one requirement: the stake asked and the part already bet (capped). */
export interface TurnoverPart {
  required: number;
  done: number;
}

const DEFAULT_PAGE_SIZE = 10;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rewardView(r: RewardRow, now: Date): Reward {
  const expired = r.status === 'PENDING' && r.expiresAt !== null && r.expiresAt <= now;
  return {
    id: r.id,
    source: r.source,
    title: r.title,
    amount: r.amount,
    turnoverMultiple: r.turnoverMultiple,
    status: expired ? 'EXPIRED' : r.status,
    createdAt: r.createdAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    claimedAt: iso(r.claimedAt),
  };
}

const bonusView = (b: BonusRow, done: number): Bonus => ({
  id: b.id,
  rewardId: b.rewardId,
  source: b.source,
  title: b.title,
  amount: b.amount,
  turnoverRequired: b.turnoverRequired,
  turnoverDone: Math.min(done, b.turnoverRequired),
  status: b.completedAt || done >= b.turnoverRequired ? 'COMPLETED' : 'ACTIVE',
  createdAt: b.createdAt.toISOString(),
});

/**
 * The reward centre (issue 14): rewards other modules grant once per (member, source, key), claimed once
 * each into the main wallet as a BONUS posting whose turnover the withdrawal check asks for.
 */
export function createRewardsService(deps: RewardsDeps) {
  const { db, wallet, bets, inbox, merchants, now } = deps;
  const rewards = createRewardRepository(db);
  const bonuses = createBonusRepository(db);

  /** The stake each bonus has seen since it was opened (one read per bonus: pages are small). */
  const progress = (list: readonly BonusRow[]) =>
    Promise.all(list.map((b) => (b.completedAt ? b.turnoverRequired : bets.settledStake(b.memberId, b.createdAt))));

  /** Records the bonuses a read saw completed, so later reads and withdrawals skip them. */
  const settle = async (list: readonly BonusRow[], done: readonly number[]) => {
    const completed = list.filter((b, i) => !b.completedAt && done[i]! >= b.turnoverRequired).map((b) => b.id);
    await bonuses.markCompleted(completed, now());
  };

  return {
    /**
     * Grants a reward unless (member, source, sourceKey) was granted before: the granting module's event
     * (an approved application, a level reached …) is the key. Inside the caller's transaction when `tx`.
     */
    async grant(r: NewReward, tx?: Db): Promise<{ id: number; created: boolean }> {
      if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new Error(`bad reward amount ${r.amount}`);
      if (!(r.turnoverMultiple >= 0)) throw new Error(`bad turnover multiple ${r.turnoverMultiple}`);
      const merchant = await merchants.findById(r.merchantId, tx);
      if (!merchant) throw new Error(`no merchant ${r.merchantId}`);
      const granted = await rewards.grant(r, tx);
      // The "new reward" message goes with the grant (same transaction when the caller gives one).
      if (granted.created)
        await inbox.notify(
          r.memberId,
          { kind: 'reward_granted', params: { amount: r.amount, currency: merchant.currency, title: r.title } },
          tx,
        );
      return granted;
    },

    /** Rewards waiting to be claimed (the badge). */
    pendingCount: (memberId: number): Promise<number> => rewards.pendingCount(memberId, now()),

    /** The member's rewards of `source` with these keys, as the member sees them (a granting module's state). */
    async byKeys(
      memberId: number,
      source: NewReward['source'],
      keys: readonly string[],
    ): Promise<(Reward & { sourceKey: string })[]> {
      const at = now();
      return (await rewards.byKeys(memberId, source, keys)).map((r) => ({
        ...rewardView(r, at),
        sourceKey: r.sourceKey,
      }));
    },

    async list(
      memberId: number,
      q: RequestOf<typeof rewardsApi.listRewards>,
    ): Promise<ResponseOf<typeof rewardsApi.listRewards>> {
      const p = paging(q, DEFAULT_PAGE_SIZE);
      const at = now();
      const [{ rows, total }, pending] = await Promise.all([
        rewards.page(memberId, q.status, at, p),
        rewards.pendingCount(memberId, at),
      ]);
      const list = rows.map((r) => rewardView(r, at));
      return { list, ...p.pages(total), pending };
    },

    /**
     * Claims a PENDING reward: the BONUS posting `reward:<id>` (house → main), the reward CLAIMED and its bonus,
     * in one transaction under the reward's row lock — a racing or repeated claim finds it CLAIMED.
     */
    async claim(merchant: Merchant, memberId: number, id: number): Promise<ResponseOf<typeof rewardsApi.claimReward>> {
      // Accounts are created outside the transaction (PGlite has one connection; ADR 0006).
      const [house, main] = await Promise.all([
        wallet.houseAccount(merchant.id, merchant.currency, memberId),
        wallet.mainAccount(merchant, memberId),
      ]);
      const at = now();
      const { reward, bonus, balance } = await db.transaction(async (tx) => {
        const r = await rewards.lock(tx, memberId, id);
        if (!r || r.merchantId !== merchant.id) throw rewardsError('REWARD_NOT_FOUND');
        if (r.status === 'CLAIMED') throw rewardsError('REWARD_CLAIMED');
        if (r.expiresAt && r.expiresAt <= at) throw rewardsError('REWARD_EXPIRED');
        const posted = await wallet.post(
          {
            merchantId: merchant.id,
            kind: 'BONUS',
            idempotencyKey: `reward:${r.id}`,
            memberId,
            reference: `reward:${r.id}`,
            request: { amount: r.amount, source: r.source, sourceKey: r.sourceKey },
            entries: [
              { accountId: house, amount: -r.amount },
              { accountId: main, amount: r.amount },
            ],
          },
          tx,
        );
        const claimed = await rewards.markClaimed(tx, r.id, at);
        const turnoverRequired = Math.ceil(r.amount * r.turnoverMultiple);
        await bonuses.insert(tx, { rewardId: r.id, memberId, amount: r.amount, turnoverRequired, at });
        return {
          reward: claimed,
          bonus: await bonuses.byReward(tx, r.id),
          balance: posted.balances[String(main)] ?? 0,
        };
      });
      return { reward: rewardView(reward, at), bonus: bonusView(bonus, 0), balance };
    },

    async bonuses(
      memberId: number,
      q: RequestOf<typeof rewardsApi.listBonuses>,
    ): Promise<ResponseOf<typeof rewardsApi.listBonuses>> {
      const p = paging(q, DEFAULT_PAGE_SIZE);
      const { rows, total } = await bonuses.page(memberId, p);
      const done = await progress(rows);
      await settle(rows, done);
      return { list: rows.map((b, i) => bonusView(b, done[i]!)), ...p.pages(total) };
    },

    /** The turnover the member's unfinished bonuses still ask for (the withdrawal check adds it to its own). */
    async turnover(memberId: number): Promise<TurnoverPart[]> {
      const active = await bonuses.active(memberId);
      const done = await progress(active);
      await settle(active, done);
      return active.map((b, i) => ({ required: b.turnoverRequired, done: Math.min(done[i]!, b.turnoverRequired) }));
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
