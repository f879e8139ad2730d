import type { Dashboard, DashboardDays, DashboardMerchant } from 'shared-contracts';
import type { BetsService } from '../bets';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import type { WalletService } from '../wallet';
import { knownZone, lastDaysIn } from '../../infra/zone-days';
import { addInto, DASHBOARD_TIME_ZONE, figures, playOf, zeroFigures, type RawFigures, type RawPlay } from './figures';

export interface DashboardDeps {
  wallet: Pick<WalletService, 'dailyTotals'>;
  bets: Pick<BetsService, 'playTotals'>;
  members: Pick<MembersService, 'registrationsByDay'>;
  now: () => Date;
}

/** One merchant's raw figures: per day (every day of the period), the period's totals and its play. */
interface MerchantRaw {
  merchant: Merchant;
  days: Map<string, RawFigures>;
  totals: RawFigures;
  byCategory: RawPlay[];
  byVendor: RawPlay[];
}

/**
 * The back office's dashboard (issue 25): composes the aggregate reads of the wallet (money), bets (play) and
 * members (registrations) modules per merchant and day; it owns no table. Definitions: README.md.
 */
export function createDashboardService({ wallet, bets, members, now }: DashboardDeps) {
  /** Every owning module's figures of these merchants over the period, per merchant. */
  async function collect(merchants: readonly Merchant[], days: DashboardDays, timeZone: string) {
    const period = lastDaysIn(now(), days, timeZone);
    const q = { merchantIds: merchants.map((m) => m.id), from: period.from, to: period.to, timeZone };
    const money = await wallet.dailyTotals(q);
    const play = await bets.playTotals(q);
    const joined = await members.registrationsByDay(q);

    const raw = merchants.map((merchant): MerchantRaw => {
      const mine = <T extends { merchantId: number }>(rows: readonly T[]) =>
        rows.filter((r) => r.merchantId === merchant.id);
      const byDay = new Map(period.dates.map((d) => [d, zeroFigures()]));
      const day = (d: string) => byDay.get(d) ?? zeroFigures(); // a row outside the period cannot happen; ignored
      for (const m of mine(money))
        addInto(day(m.day), {
          deposits: m.deposits,
          depositCount: m.depositCount,
          withdrawals: m.withdrawals,
          withdrawalCount: m.withdrawalCount,
          bonuses: m.bonuses,
          agentPayouts: m.agentPayouts,
          firstDepositors: m.firstDepositors,
        });
      for (const p of mine(play.byDay))
        addInto(day(p.key), { stakes: p.stake, payouts: p.payout, rounds: p.rounds, activePlayers: p.players });
      for (const r of mine(joined)) addInto(day(r.day), { registrations: r.registrations });
      const totals = [...byDay.values()].reduce((acc, d) => addInto(acc, d), zeroFigures());
      // Active players of the period: each counted once, however many days they played.
      totals.activePlayers = mine(play.total)[0]?.players ?? 0;
      return { merchant, days: byDay, totals, byCategory: mine(play.byCategory), byVendor: mine(play.byVendor) };
    });
    return { period, raw };
  }

  const merchantReport = (m: MerchantRaw): DashboardMerchant => ({
    code: m.merchant.code,
    name: m.merchant.name,
    currency: m.merchant.currency,
    totals: figures(m.totals),
    byDay: [...m.days].map(([date, f]) => ({ date, ...figures(f) })),
    byCategory: playOf(m.byCategory),
    byVendor: playOf(m.byVendor),
  });

  return {
    /**
     * The dashboard of `merchants` over the last `days` days (today included): `scope` is the merchant's code,
     * or null when they are every merchant (the top level then sums them: members belong to one merchant, so
     * the active players and depositors add up too).
     */
    async report(merchants: readonly Merchant[], days: DashboardDays, scope: string | null): Promise<Dashboard> {
      // One brand's days are cut at its own midnight (as the reports'); every brand's together at UTC midnight.
      const zone = scope === null ? DASHBOARD_TIME_ZONE : merchants[0]?.timeZone;
      const timeZone = zone && knownZone(zone) ? zone : DASHBOARD_TIME_ZONE;
      const { period, raw } = await collect(merchants, days, timeZone);
      const currencies = [...new Set(merchants.map((m) => m.currency))];
      const totals = raw.reduce((acc, m) => addInto(acc, m.totals), zeroFigures());
      return {
        from: period.dates[0]!,
        to: period.dates[period.dates.length - 1]!,
        days,
        timeZone,
        merchant: scope,
        currency: currencies.length === 1 ? currencies[0]! : null,
        totals: figures(totals),
        byDay: period.dates.map((date) => ({
          date,
          ...figures(raw.reduce((acc, m) => addInto(acc, m.days.get(date)!), zeroFigures())),
        })),
        byCategory: playOf(raw.flatMap((m) => m.byCategory)),
        byVendor: playOf(raw.flatMap((m) => m.byVendor)),
        merchants: raw.map(merchantReport),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
