import type { reportsOpsApi } from 'shared-contracts';
import type { ResponsibleGamingService, RgEventKind } from '../responsible-gaming';
import { reportFrame, type ReportAsk } from './report-frame';

export interface RgReportDeps {
  responsibleGaming: Pick<ResponsibleGamingService, 'eventCells' | 'eventMembers'>;
  now: () => Date;
}

interface Counts {
  limitsSet: number;
  limitsLoosened: number;
  exclusions: number;
}
const zero = (): Counts => ({ limitsSet: 0, limitsLoosened: 0, exclusions: 0 });
const FIELD: Record<RgEventKind, keyof Counts> = {
  LIMIT_SET: 'limitsSet',
  LIMIT_LOOSENED: 'limitsLoosened',
  EXCLUSION: 'exclusions',
};

/**
 * The responsible-gaming report (issue 29): the responsible-gaming module's history (rg_events, migration 075) of
 * deposit limits set and loosened and self-exclusions started, per brand day, brand and period.
 */
export function createRgReport({ responsibleGaming, now }: RgReportDeps) {
  return {
    async report(ask: ReportAsk): Promise<reportsOpsApi.RgReport> {
      const { days, range, head } = reportFrame(ask, now());
      const cells = await responsibleGaming.eventCells(range);
      const members = await responsibleGaming.eventMembers(range);
      const totals = zero();
      const byDay = new Map(days.dates.map((d) => [d, zero()]));
      const byBrand = new Map(ask.merchants.map((m) => [m.id, zero()]));
      const byPeriod = new Map<string, number>();
      for (const c of cells) {
        const f = FIELD[c.kind];
        totals[f] += c.count;
        const day = byDay.get(c.day);
        if (day) day[f] += c.count;
        const brand = byBrand.get(c.merchantId);
        if (brand) brand[f] += c.count;
        const key = `${c.kind === 'EXCLUSION' ? 'EXCLUSION' : 'LIMIT'} ${c.period}`;
        if (c.kind !== 'LIMIT_LOOSENED') byPeriod.set(key, (byPeriod.get(key) ?? 0) + c.count);
      }
      return {
        ...head,
        totals: { ...totals, members: [...members.values()].reduce((a, n) => a + n, 0) },
        byDay: [...byDay].map(([date, c]) => ({ date, ...c })),
        byBrand: ask.merchants.map((m) => ({
          merchant: m.code,
          ...byBrand.get(m.id)!,
          members: members.get(m.id) ?? 0,
        })),
        byPeriod: [...byPeriod]
          .map(([k, count]) => {
            const [kind, period] = k.split(' ') as ['LIMIT' | 'EXCLUSION', string];
            return { kind, period, count };
          })
          .sort((a, b) =>
            a.kind === b.kind ? b.count - a.count || (a.period < b.period ? -1 : 1) : a.kind < b.kind ? 1 : -1,
          ),
      };
    },
  };
}
