import type { ResponseOf } from 'shared-contracts';
import { missionsApi } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import { invalidField, notFound } from '../../infra/errors/common-errors';
import { maskAccount } from '../bets';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import { completeReached, type CompletionDeps } from './completion';
import { grantMerchant, type GrantResult } from './granting';
import { createMissionRepository, type MissionFields, type MissionRow } from './mission-repository';

type MissionPeriod = missionsApi.MissionPeriod;
type Summary = ResponseOf<typeof missionsApi.getSummary>;

export interface MissionsDeps extends Omit<CompletionDeps, 'repo'> {
  members: Pick<MembersService, 'usernames'>;
  now: () => Date;
}

/** The operator's view of a mission. */
export type OperatorMission = MissionRow & { completions: number };

/**
 * The missions domain: a merchant's daily and weekly missions, the member's summary (progress read from the
 * bet records and deposits of the period), completion and reward once per (member, mission, period), the
 * rank list, the menu's badge count and the operator's configuration.
 */
export function createMissionsService(deps: MissionsDeps) {
  const { db, members, now } = deps;
  const repo = createMissionRepository(db);
  const completion: CompletionDeps = { ...deps, repo };

  const periods = (at: Date) => ({
    DAILY: missionsApi.missionPeriod('DAILY', at),
    WEEKLY: missionsApi.missionPeriod('WEEKLY', at),
  });

  return {
    /**
     * GET /wps/missions/summary: today's and this week's active missions with the member's progress. A mission
     * the member has reached and that is not completed yet is completed (and rewarded) now, as the job would.
     */
    async summary(merchant: Merchant, memberId: number): Promise<Summary> {
      const at = now();
      const p = periods(at);
      const missions = await repo.list(merchant.id, true);
      const progress = await db.transaction(async (tx) => ({
        DAILY: (await completeReached(completion, merchant.id, 'DAILY', missions, [memberId], p.DAILY, at, tx))
          .progress,
        WEEKLY: (await completeReached(completion, merchant.id, 'WEEKLY', missions, [memberId], p.WEEKLY, at, tx))
          .progress,
      }));
      const done = new Map(
        (await repo.completions([memberId], [p.DAILY.start, p.WEEKLY.start])).map((c) => [
          `${c.missionId}:${c.periodStart.toISOString()}`,
          c.completedAt,
        ]),
      );
      const section = (period: MissionPeriod) => ({
        start: p[period].start.toISOString(),
        end: p[period].end.toISOString(),
        missions: missions
          .filter((m) => m.period === period)
          .map((m) => {
            const completedAt = done.get(`${m.id}:${p[period].start.toISOString()}`) ?? null;
            return {
              id: m.id,
              period: m.period,
              kind: m.kind,
              title: m.title,
              target: m.target,
              progress: progress[period].get(memberId)?.[m.kind] ?? 0,
              reward: m.reward,
              turnoverMultiple: m.turnoverMultiple,
              status: completedAt ? ('COMPLETED' as const) : ('IN_PROGRESS' as const),
              completedAt: completedAt?.toISOString() ?? null,
            };
          }),
      });
      const daily = section('DAILY');
      const weekly = section('WEEKLY');
      const open = [...daily.missions, ...weekly.missions].filter((m) => m.status !== 'COMPLETED').length;
      return { currency: merchant.currency, daily, weekly, open };
    },

    /** The menu's badge: the active missions of the current day and week the member has not completed. */
    async openCount(merchant: Pick<Merchant, 'id'>, memberId: number): Promise<number> {
      const missions = await repo.list(merchant.id, true);
      if (missions.length === 0) return 0;
      const p = periods(now());
      const done = await repo.countFor(
        memberId,
        [p.DAILY.start, p.WEEKLY.start],
        missions.map((m) => m.id),
      );
      return Math.max(0, missions.length - done);
    },

    /** GET /wps/missions/leaderboard: the period's rank list (accounts masked but the member's own) and the member's row. */
    async leaderboard(
      merchant: Merchant,
      memberId: number,
      period: MissionPeriod,
      limit = 20,
    ): Promise<ResponseOf<typeof missionsApi.getLeaderboard>> {
      const { start, end } = missionsApi.missionPeriod(period, now());
      const rows = await repo.ranks(merchant.id, start, end, period === 'DAILY' ? 'DAILY' : null, limit, memberId);
      const names = await members.usernames(merchant.id, [...new Set(rows.map((r) => r.memberId))]);
      const view = (r: (typeof rows)[number]) => {
        const me = r.memberId === memberId;
        const name = names.get(r.memberId) ?? '';
        return {
          rank: r.rank,
          account: me ? name : maskAccount(name),
          completed: r.completed,
          lastAt: r.lastAt.toISOString(),
          me,
        };
      };
      const mine = rows.find((r) => r.memberId === memberId);
      return {
        period,
        start: start.toISOString(),
        end: end.toISOString(),
        list: rows.filter((r) => r.rank <= limit).map(view),
        mine: mine ? view(mine) : null,
      };
    },

    /** The operator's list: every mission of the merchant with how many times it was completed. */
    async list(merchantId: number): Promise<OperatorMission[]> {
      const [missions, counts] = await Promise.all([repo.list(merchantId, false), repo.completionCounts(merchantId)]);
      return missions.map((m) => ({ ...m, completions: counts.get(m.id) ?? 0 }));
    },

    /** Adds a mission (the operator's, or the seed's). */
    create: (merchantId: number, m: missionsApi.MissionInput, tx?: Db): Promise<MissionRow> =>
      repo.insert(merchantId, { ...m, sort: m.sort ?? 0 }, tx),

    /**
     * Changes a mission's title, target, reward, turnover multiple, order or active flag; its period and kind
     * stay (400 VALIDATION: completions are kept per period). 404 NOT_FOUND for another merchant's id.
     */
    async update(merchantId: number, id: number, m: missionsApi.MissionInput, tx?: Db): Promise<MissionRow> {
      const before = await repo.find(merchantId, id, tx);
      if (!before) throw notFound(`mission ${id}`);
      if (before.period !== m.period) throw invalidField('period', 'a mission keeps its period');
      if (before.kind !== m.kind) throw invalidField('kind', 'a mission keeps its kind');
      const fields: MissionFields = { ...m, sort: m.sort ?? before.sort };
      return (await repo.update(merchantId, id, fields, tx))!;
    },

    find: (merchantId: number, id: number) => repo.find(merchantId, id),

    /** One granting run of the merchant now (skipped, `ran` false, while another run holds it). */
    grant: (merchantId: number, asOf: Date = now()): Promise<GrantResult> =>
      grantMerchant(completion, merchantId, asOf),

    /** The job's pass: every merchant with an active mission. */
    async grantAll(asOf: Date = now()): Promise<GrantResult & { merchants: number }> {
      const total = { ran: false, merchants: 0, members: 0, completed: 0 };
      for (const merchantId of await repo.activeMerchants()) {
        const r = await grantMerchant(completion, merchantId, asOf);
        if (!r.ran) continue;
        total.ran = true;
        total.merchants += 1;
        total.members += r.members;
        total.completed += r.completed;
      }
      return total;
    },
  };
}
export type MissionsService = ReturnType<typeof createMissionsService>;
