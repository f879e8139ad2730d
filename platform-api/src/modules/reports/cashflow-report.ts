import type { reportsOpsApi } from 'shared-contracts';
import { amount } from '../dashboard';
import type { FlowCell, PaymentsService } from '../payments';
import type { WithdrawalsService } from '../withdrawals';
import { reportFrame, type ReportAsk } from './report-frame';

type Kind = reportsOpsApi.CashflowKind;
type Flow = reportsOpsApi.Flow;

export interface CashflowDeps {
  payments: Pick<PaymentsService, 'depositFlows'>;
  withdrawals: Pick<WithdrawalsService, 'withdrawalFlows'>;
  now: () => Date;
}

/** What became of a request, by its status now. */
const OUTCOME: Record<Kind, Record<string, 'approved' | 'rejected' | 'pending'>> = {
  DEPOSIT: { CREDITED: 'approved', REJECTED: 'rejected', FAILED: 'rejected', EXPIRED: 'rejected', PENDING: 'pending' },
  WITHDRAWAL: {
    PAID: 'approved',
    RECEIVED: 'approved',
    DISPUTED: 'approved',
    REJECTED: 'rejected',
    PENDING: 'pending',
  },
};

interface RawFlow {
  count: number;
  amount: number;
  approvedCount: number;
  approvedAmount: number;
  rejectedCount: number;
  rejectedAmount: number;
  pendingCount: number;
  pendingAmount: number;
}
const zero = (): RawFlow => ({
  count: 0,
  amount: 0,
  approvedCount: 0,
  approvedAmount: 0,
  rejectedCount: 0,
  rejectedAmount: 0,
  pendingCount: 0,
  pendingAmount: 0,
});
const addCell = (r: RawFlow, kind: Kind, c: Pick<FlowCell, 'status' | 'count' | 'amount'>) => {
  r.count += c.count;
  r.amount += c.amount;
  const o = OUTCOME[kind][c.status];
  if (o) {
    r[`${o}Count`] += c.count;
    r[`${o}Amount`] += c.amount;
  }
};
export const flowOf = (r: RawFlow): Flow => ({
  count: r.count,
  amount: amount(r.amount),
  approvedCount: r.approvedCount,
  approvedAmount: amount(r.approvedAmount),
  rejectedCount: r.rejectedCount,
  rejectedAmount: amount(r.rejectedAmount),
  pendingCount: r.pendingCount,
  pendingAmount: amount(r.pendingAmount),
});

/** One CSV line: a day, a kind and a method. */
export interface CashflowLine {
  date: string;
  kind: Kind;
  method: string;
  flow: Flow;
}

/**
 * Deposits and withdrawals by the brand's day and by method (issue 29): the payments module's deposits and the
 * withdrawals module's requests made in the range (request time), each by its status now. Definitions: README.md.
 */
export function createCashflowReport({ payments, withdrawals, now }: CashflowDeps) {
  return {
    async report(ask: ReportAsk): Promise<{ report: reportsOpsApi.CashflowReport; lines: CashflowLine[] }> {
      const { days, range, head } = reportFrame(ask, now());
      const cells: [Kind, FlowCell[]][] = [
        ['DEPOSIT', await payments.depositFlows(range)],
        ['WITHDRAWAL', await withdrawals.withdrawalFlows(range)],
      ];
      const totals = { DEPOSIT: zero(), WITHDRAWAL: zero() };
      const byDay = new Map(days.dates.map((d) => [d, { DEPOSIT: zero(), WITHDRAWAL: zero() }]));
      const byMethod = new Map<string, RawFlow>();
      const byLine = new Map<string, RawFlow>();
      const at = <T>(m: Map<string, T>, k: string, make: () => T) => m.get(k) ?? (m.set(k, make()), m.get(k)!);
      for (const [kind, rows] of cells)
        for (const c of rows) {
          addCell(totals[kind], kind, c);
          const day = byDay.get(c.day);
          if (day) addCell(day[kind], kind, c);
          addCell(at(byMethod, `${kind}\u0000${c.method}`, zero), kind, c);
          addCell(at(byLine, `${c.day}\u0000${kind}\u0000${c.method}`, zero), kind, c);
        }
      const split = (k: string) => k.split('\u0000');
      const methods = [...byMethod].map(([k, r]) => {
        const [kind, method] = split(k) as [Kind, string];
        return { kind, method, ...flowOf(r), raw: r.amount };
      });
      methods.sort((a, b) =>
        a.kind === b.kind ? b.raw - a.raw || (a.method < b.method ? -1 : 1) : a.kind < b.kind ? -1 : 1,
      );
      const lines = [...byLine].map(([k, r]) => {
        const [date, kind, method] = split(k) as [string, Kind, string];
        return { date, kind, method, flow: flowOf(r) };
      });
      lines.sort((a, b) => `${a.date}${a.kind}${a.method}`.localeCompare(`${b.date}${b.kind}${b.method}`));
      return {
        report: {
          ...head,
          totals: { deposits: flowOf(totals.DEPOSIT), withdrawals: flowOf(totals.WITHDRAWAL) },
          byDay: [...byDay].map(([date, d]) => ({
            date,
            deposits: flowOf(d.DEPOSIT),
            withdrawals: flowOf(d.WITHDRAWAL),
          })),
          byMethod: methods.map(({ raw: _raw, ...m }) => m),
        },
        lines,
      };
    },
  };
}
