import type { Db } from '../../infra/db';
import { FUN_CURRENCY, POINTS_CURRENCY, toMinor } from './money';

/**
 * One merchant's money of one calendar day (minor units, ≥ 0), from the ledger's postings of that day:
 * - deposits: DEPOSIT postings (clearing → main), the main wallet's leg; depositCount: how many postings;
 * - withdrawals: WITHDRAW_PAY postings (held → clearing), the held leg; withdrawalCount: how many postings;
 * - bonuses: what the house paid into members' wallets as BONUS (a claimed reward) and POINTS_CONVERT (points
 *   turned into money; the points side of a conversion is in PTS and left out);
 * - agentPayouts: AGENT_PAYOUT postings the house paid (a top agent's contract); one agent paying its own
 *   downline moves money between members and costs the house nothing, so it is left out;
 * - firstDepositors: members whose first DEPOSIT posting ever is of that day.
 */
export interface DailyMoney {
  merchantId: number;
  /** YYYY-MM-DD in the query's time zone. */
  day: string;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  bonuses: number;
  agentPayouts: number;
  firstDepositors: number;
}

/** Merchants, the half-open range [from, to) and the time zone its days are cut in (e.g. 'UTC'). */
export interface DailyQuery {
  merchantIds: readonly number[];
  from: Date;
  to: Date;
  timeZone: string;
}

const zero = (merchantId: number, day: string): DailyMoney => ({
  merchantId,
  day,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  bonuses: 0,
  agentPayouts: 0,
  firstDepositors: 0,
});

/** The ledger summed per merchant and day for the back office's dashboard (read only). */
export function createLedgerDailyRepository(db: Db) {
  return {
    /** The days of [from, to) with any money movement, per merchant (days without any are absent). */
    async dailyMoney(q: DailyQuery, tx: Db = db): Promise<DailyMoney[]> {
      if (q.merchantIds.length === 0) return [];
      const params = [q.merchantIds, q.from, q.to, q.timeZone];
      const sums = await tx.query<{
        merchantId: number;
        day: string;
        deposits: unknown;
        depositCount: number;
        withdrawals: unknown;
        withdrawalCount: number;
        bonuses: unknown;
        agentPayouts: unknown;
      }>(
        // Each posting's legs are summed beside it (an index probe of ledger_entries per posting of the range),
        // never by joining the range to the whole entries table.
        `SELECT t.merchant_id AS "merchantId", to_char(t.created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
           coalesce(sum(x.main) FILTER (WHERE t.kind = 'DEPOSIT'), 0)::bigint AS deposits,
           (count(*) FILTER (WHERE t.kind = 'DEPOSIT'))::int AS "depositCount",
           coalesce(-sum(x.held) FILTER (WHERE t.kind = 'WITHDRAW_PAY'), 0)::bigint AS withdrawals,
           (count(*) FILTER (WHERE t.kind = 'WITHDRAW_PAY'))::int AS "withdrawalCount",
           coalesce(-sum(x.house) FILTER (WHERE t.kind IN ('BONUS', 'POINTS_CONVERT')), 0)::bigint AS bonuses,
           coalesce(-sum(x.house) FILTER (WHERE t.kind = 'AGENT_PAYOUT'), 0)::bigint AS "agentPayouts"
         FROM ledger_transactions t
           CROSS JOIN LATERAL (
             SELECT sum(e.amount) FILTER (WHERE a.kind = 'MEMBER_MAIN') AS main,
               sum(e.amount) FILTER (WHERE a.kind = 'MEMBER_HELD') AS held,
               sum(e.amount) FILTER (WHERE a.kind = 'HOUSE') AS house
             FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
             WHERE e.transaction_id = t.id AND a.currency NOT IN ('${POINTS_CURRENCY}', '${FUN_CURRENCY}')) x
         WHERE t.merchant_id = ANY($1::int[]) AND t.created_at >= $2 AND t.created_at < $3
           AND t.kind IN ('DEPOSIT', 'WITHDRAW_PAY', 'BONUS', 'POINTS_CONVERT', 'AGENT_PAYOUT')
         GROUP BY 1, 2`,
        params,
      );
      const first = await tx.query<{ merchantId: number; day: string; n: number }>(
        `SELECT t.merchant_id AS "merchantId", to_char(t.created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day,
           count(DISTINCT t.member_id)::int AS n
         FROM ledger_transactions t
         WHERE t.merchant_id = ANY($1::int[]) AND t.kind = 'DEPOSIT' AND t.created_at >= $2 AND t.created_at < $3
           AND NOT EXISTS (
             SELECT 1 FROM ledger_transactions p
             WHERE p.member_id = t.member_id AND p.kind = 'DEPOSIT'
               AND (p.created_at < t.created_at OR (p.created_at = t.created_at AND p.id < t.id)))
         GROUP BY 1, 2`,
        params,
      );
      const out = new Map<string, DailyMoney>();
      const at = (merchantId: number, day: string) => {
        const key = `${merchantId}:${day}`;
        if (!out.has(key)) out.set(key, zero(merchantId, day));
        return out.get(key)!;
      };
      for (const r of sums.rows)
        Object.assign(at(r.merchantId, r.day), {
          deposits: toMinor(r.deposits),
          depositCount: r.depositCount,
          withdrawals: toMinor(r.withdrawals),
          withdrawalCount: r.withdrawalCount,
          bonuses: toMinor(r.bonuses),
          agentPayouts: toMinor(r.agentPayouts),
        });
      for (const r of first.rows) at(r.merchantId, r.day).firstDepositors = r.n;
      return [...out.values()];
    },
  };
}
