import type { InboxService } from '../inbox';
import type { Merchant } from '../merchants';
import type { PaymentsService } from '../payments';
import type { RecordsService } from '../records';
import type { RolloutsService } from '../releases';
import type { RewardsService } from '../rewards';
import type { SessionsService } from '../sessions';
import type { WithdrawalsService } from '../withdrawals';
import { paging } from '../../infra/paging';
import type { NotesRepository } from './notes-repository';

export interface PlayerTabDeps {
  records: Pick<RecordsService, 'bets' | 'transactions'>;
  payments: Pick<PaymentsService, 'list'>;
  withdrawals: Pick<WithdrawalsService, 'list'>;
  rewards: Pick<RewardsService, 'bonuses'>;
  sessions: Pick<SessionsService, 'logins'>;
  /** The remote versions each session ran (ADR 0012 §7). */
  rollouts: Pick<RolloutsService, 'sessionVersions'>;
  inbox: Pick<InboxService, 'list'>;
  notes: NotesRepository;
  now?: () => Date;
}

/** A tab's query: a page and, for the ledger and the rounds, UTC days. */
export interface TabQuery {
  page?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
}

const DAY_MS = 86_400_000;
/** Days a ledger or rounds tab shows when the query names none: the last 30 (today included). */
const DEFAULT_DAYS = 30;

/**
 * The profile's tabs (issue 25): each the owner's own read of the member (records, payments, withdrawals, rewards,
 * sessions, inbox), paged alike (`page` from 1), and the staff notes of this module.
 */
export function createPlayerTabs(deps: PlayerTabDeps) {
  const now = deps.now ?? (() => new Date());
  const pageOf = (q: TabQuery, max = 100) => ({ pageNo: q.page, pageSize: q.pageSize && Math.min(q.pageSize, max) });
  const days = (q: TabQuery) =>
    q.startDate || q.endDate
      ? { startDate: q.startDate, endDate: q.endDate }
      : { startDate: new Date(now().getTime() - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10) };

  return {
    /** Main-wallet and held entries (the account record). */
    async ledger(m: Merchant, memberId: number, q: TabQuery) {
      const { currency: _c, ...rest } = await deps.records.transactions(m, memberId, { ...pageOf(q), ...days(q) });
      return rest;
    },
    /** Game rounds (the betting record), without the range's totals. */
    async rounds(memberId: number, q: TabQuery) {
      const { totals: _t, ...rest } = await deps.records.bets(memberId, { ...pageOf(q), ...days(q) });
      return rest;
    },
    /** Deposits and withdrawals, each its own page of the same number. */
    async payments(memberId: number, q: TabQuery) {
      const [deposits, withdrawals] = await Promise.all([
        deps.payments.list(memberId, pageOf(q, 50)),
        deps.withdrawals.list(memberId, pageOf(q, 50)),
      ]);
      return { deposits, withdrawals };
    },
    /** Bonuses with their turnover progress. */
    bonuses: (memberId: number, q: TabQuery) => deps.rewards.bonuses(memberId, pageOf(q)),
    /**
     * Logins: every session opened (IP, browser when noted, time) and the remote versions its pages ran, as long as
     * the sessions module keeps it.
     */
    async logins(memberId: number, q: TabQuery) {
      const page = paging(pageOf(q));
      const { rows, total } = await deps.sessions.logins(memberId, page);
      const versions = await deps.rollouts.sessionVersions(rows.map((r) => Number(r.id)));
      const list = rows.map(({ id, ...r }) => ({
        ...r,
        at: r.at.toISOString(),
        versions: versions.get(Number(id)) ?? [],
      }));
      return { list, ...page.pages(total) };
    },
    /** Platform messages sent to the player (deleted ones left out), newest first. */
    async messages(memberId: number, q: TabQuery) {
      const { unread: _u, ...rest } = await deps.inbox.list(memberId, pageOf(q, 50));
      return rest;
    },
    /** Staff notes, newest first. */
    async notes(memberId: number, q: TabQuery) {
      const page = paging(pageOf(q));
      const { rows, total } = await deps.notes.page(memberId, page);
      return { list: rows.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })), ...page.pages(total) };
    },
  };
}
export type PlayerTabs = ReturnType<typeof createPlayerTabs>;
