import type { RequestOf, ResponseOf, recordsApi } from 'shared-contracts';
import { betRecordView, type BetsService } from '../bets';
import type { WalletMerchant, WalletService } from '../wallet';
import { dayRange } from '../../infra/http/date-range';
import { paging } from '../../infra/paging';

export interface RecordsDeps {
  wallet: Pick<WalletService, 'statement' | 'moneyInOut'>;
  bets: Pick<BetsService, 'history' | 'profitByDay'>;
  /** The clock (tests pin "today"). */
  now?: () => Date;
}

type Out<E> = Promise<ResponseOf<E>>;

/**
 * The records domain (ADR 0006 `records`): the member centre's betting record, account record and profit
 * and loss. It owns no table and copies no number: each read is a query of the owner of the data — the
 * bets module for rounds, the wallet for ledger entries — filtered and paged in the database.
 */
export function createRecordsService({ wallet, bets, now = () => new Date() }: RecordsDeps) {
  return {
    /** Betting record (personalHistoryCopy): the member's real-money rounds. */
    async bets(memberId: number, input: RequestOf<typeof recordsApi.listBets>): Out<typeof recordsApi.listBets> {
      const { from, to } = dayRange(input, now());
      const page = paging(input);
      const q = { memberId, from, to, category: input.category, vendor: input.vendor, status: input.status };
      const found = await bets.history(q, page);
      return {
        list: found.list.map(betRecordView),
        ...page.pages(found.total),
        totals: found.totals,
      };
    },

    /** Account record (transactionHistory): the member's main-wallet and held entries. */
    async transactions(
      m: WalletMerchant,
      memberId: number,
      input: RequestOf<typeof recordsApi.listTransactions>,
    ): Out<typeof recordsApi.listTransactions> {
      const { from, to } = dayRange(input, now());
      const page = paging(input);
      const q = { merchantId: m.id, memberId, currency: m.currency, from, to, type: input.type };
      const found = await wallet.statement(q, page);
      return {
        list: found.list.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
        ...page.pages(found.total),
        currency: m.currency,
      };
    },

    /** Profit and loss (personalProfit): settled rounds per day and category, deposits and withdrawals. */
    async profit(
      m: WalletMerchant,
      memberId: number,
      input: RequestOf<typeof recordsApi.getProfit>,
    ): Out<typeof recordsApi.getProfit> {
      const { startDate, endDate, from, to } = dayRange(input, now());
      const [cells, money] = await Promise.all([
        bets.profitByDay(memberId, from, to),
        wallet.moneyInOut({ merchantId: m.id, memberId, currency: m.currency, from, to }),
      ]);
      const rows = cells.map((c) => ({ ...c, profit: c.payout - c.stake }));
      const stake = rows.reduce((s, r) => s + r.stake, 0);
      const payout = rows.reduce((s, r) => s + r.payout, 0);
      return {
        startDate,
        endDate,
        currency: m.currency,
        rows,
        totals: { stake, payout, profit: payout - stake },
        ...money,
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
