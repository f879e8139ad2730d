import type { ResponseOf } from 'shared-contracts';
import { vipApi } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { Merchant, MerchantsService } from '../merchants';
import { recalculateMerchant, type RecalcDeps, type RecalcResult } from './recalculation';
import { createVipRepository } from './vip-repository';

/** The whitelabel module that switches VIP on for a merchant. */
export const VIP_MODULE = 'VIP3';

export interface VipDeps extends Omit<RecalcDeps, 'repo'> {
  merchants: Pick<MerchantsService, 'isEnabled'>;
  now: () => Date;
}

/**
 * The VIP domain: levels by credited deposits and settled real-money stake over a rolling window, the
 * member's VIP page, the header's label, the operator's configuration and the recalculation (recalculation.ts).
 */
export function createVipService(deps: VipDeps) {
  const { db, merchants, bets, payments, now } = deps;
  const repo = createVipRepository(db);
  const recalcDeps: RecalcDeps = { ...deps, repo };
  const enabled = (merchantId: number) => merchants.isEnabled(merchantId, VIP_MODULE);

  return {
    /** The header's VIP label: the member's level's label; null when VIP3 is off or the merchant has no levels. */
    async labelOf(merchantId: number, memberId: number): Promise<string | null> {
      if (!(await enabled(merchantId))) return null;
      return repo.labelOf(merchantId, memberId);
    },

    /** The members' VIP levels by id (0 for one never recalculated): the back office's player search and profile. */
    async levelsOf(memberIds: readonly number[]): Promise<Map<number, number>> {
      const stored = await repo.levelsOf(memberIds);
      return new Map(memberIds.map((id) => [id, stored.get(id) ?? 0]));
    },

    /** GET /wps/vip: the member's level, what its window holds now, the way to the next level, every level. */
    async view(merchant: Merchant, memberId: number): Promise<ResponseOf<typeof vipApi.getVip>> {
      const off = {
        enabled: false,
        currency: merchant.currency,
        windowDays: vipApi.VIP_DEFAULT_WINDOW_DAYS,
        level: null,
        deposit: 0,
        turnover: 0,
        next: null,
        levels: [],
        updatedAt: null,
      };
      if (!(await enabled(merchant.id))) return off;
      const [windowDays, levels, stored] = await Promise.all([
        repo.windowDays(merchant.id),
        repo.levels(merchant.id),
        repo.member(memberId),
      ]);
      if (windowDays === null || levels.length === 0) return off;
      const to = now();
      const from = new Date(to.getTime() - windowDays * 86_400_000);
      const until = new Date(to.getTime() + 1);
      const [bet, dep] = await Promise.all([
        bets.settledByMember(merchant.id, [memberId], from, until),
        payments.creditedByMember(merchant.id, [memberId], from, until),
      ]);
      const deposit = dep[0]?.amount ?? 0;
      const turnover = bet[0]?.stake ?? 0;
      // A level above the merchant's top one (the operator removed levels) reads as the top one.
      const current = [...levels].reverse().find((l) => l.level <= (stored?.level ?? 0)) ?? levels[0]!;
      const next = levels.find((l) => l.level === current.level + 1) ?? null;
      return {
        enabled: true,
        currency: merchant.currency,
        windowDays,
        level: { level: current.level, label: current.label },
        deposit,
        turnover,
        next: next && {
          level: next.level,
          label: next.label,
          deposit: vipApi.vipProgress(deposit, next.minDeposit),
          turnover: vipApi.vipProgress(turnover, next.minTurnover),
        },
        levels,
        updatedAt: stored ? stored.computedAt.toISOString() : null,
      };
    },

    /** The operator's view: the configuration (null when never set) and how many members stand at each level. */
    async config(merchantId: number): Promise<{ config: vipApi.VipConfig | null; members: Record<number, number> }> {
      const [windowDays, levels, members] = await Promise.all([
        repo.windowDays(merchantId),
        repo.levels(merchantId),
        repo.counts(merchantId),
      ]);
      return { config: windowDays === null ? null : { windowDays, levels }, members };
    },

    /**
     * Replaces the merchant's levels and window (400 VALIDATION when the levels are not 0..n, or a level asks
     * less than the one below). Every member active in the window is recalculated by the next run.
     */
    async configure(merchantId: number, config: vipApi.VipConfig, tx?: Db): Promise<void> {
      const problem = vipApi.vipConfigProblem(config.levels);
      if (problem) throw invalidField(problem.field, problem.detail);
      const write = (t: Db) => repo.replaceConfig(merchantId, config.windowDays, config.levels, t);
      await (tx ? write(tx) : db.transaction(write));
    },

    /** One recalculation of the merchant (skipped, `ran` false, while another run holds it). */
    recalculate: (merchantId: number, asOf: Date = now()): Promise<RecalcResult> =>
      recalculateMerchant(recalcDeps, merchantId, asOf),

    /** The job's pass: every merchant with VIP configured and VIP3 on. */
    async recalculateAll(asOf: Date = now()): Promise<RecalcResult & { merchants: number }> {
      const total = { ran: false, merchants: 0, members: 0, upgraded: 0, downgraded: 0, bonuses: 0 };
      for (const merchantId of await repo.configuredMerchants()) {
        if (!(await enabled(merchantId))) continue;
        const r = await recalculateMerchant(recalcDeps, merchantId, asOf);
        if (!r.ran) continue;
        total.ran = true;
        total.merchants += 1;
        total.members += r.members;
        total.upgraded += r.upgraded;
        total.downgraded += r.downgraded;
        total.bonuses += r.bonuses;
      }
      return total;
    },
  };
}
export type VipService = ReturnType<typeof createVipService>;
