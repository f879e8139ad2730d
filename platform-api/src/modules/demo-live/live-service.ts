import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../infra/db';
import { commonError, invalidField } from '../../infra/errors/common-errors';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { Rng } from '../../infra/rng';
import { SeamlessCallError, type VendorAdapter } from '../seamless';
import { demoVendorError, retried, walletRefusal, type DemoVendorService } from '../demo-vendor';
import { demoLiveError } from './errors';
import { createLiveRepository, type LiveBet, type LiveRound } from './live-repository';
import { createSettlementRepository } from './settlement-repository';
import { settleDrawn } from './settlement';
import { CHIPS, LIVE_TABLES, resultMark, tableByCode, tableForGame, type LiveTable } from './tables';

/** Bets a table page may place: 30 per 10 s. */
const BETS_PER_WINDOW = 30;
const BET_WINDOW_SECONDS = 10;
/** Settled rounds are kept this long at the vendor. */
const ROUNDS_KEEP_DAYS = 30;

export interface LiveDeps {
  db: Db;
  rng: Rng;
  rateLimiter: RateLimiter;
  /** LOTTERY_TIME_SCALE: betting countdowns are divided by it (development and e2e). */
  timeScale: number;
  demoVendor: Pick<DemoVendorService, 'session' | 'adapter'>;
  /** The masked name a member is shown by at a table (chat, players). */
  nicknameOf: (merchantId: number, memberId: number) => Promise<string>;
  log: { error(obj: object, msg?: string): void; debug(obj: object, msg?: string): void };
}

/** The member's part of a round's transaction ids: the launch's memberRef stays a secret of the wallet and vendor. */
export const memberKeyOf = (memberRef: string): string =>
  createHash('sha256').update(memberRef).digest('hex').slice(0, 16);

/** A refused debit as the page's answer: a round already closed is betting closed. */
function refusal(e: unknown): unknown {
  if (e instanceof SeamlessCallError && e.code === 'ROUND_CLOSED') return demoLiveError('BETTING_CLOSED');
  return walletRefusal(e);
}

const phaseOf = (r: LiveRound | null, now: number): 'BETTING' | 'DRAWING' =>
  r && r.closesAt.getTime() > now ? 'BETTING' : 'DRAWING';

/**
 * The live studio (issue 30): global tables whose rounds every merchant's members share. A bet is a debit through the
 * member's merchant's adapter with the round's shared id; the `demo-live.tables` job draws closed rounds once and
 * settles every member of a round in one burst (settlement.ts).
 */
export function createLiveService(deps: LiveDeps) {
  const repo = createLiveRepository(deps.db);
  const players = createSettlementRepository(deps.db);
  const adapterOf = (merchantId: number, vendor: string): Promise<VendorAdapter> =>
    deps.demoVendor.adapter(merchantId, vendor);

  const sessionTable = async (sessionId: string) => {
    const session = sessionId ? await deps.demoVendor.session(sessionId) : null;
    if (!session || session.engine !== 'LIVE') throw demoVendorError('GAME_SESSION_EXPIRED');
    return { session, table: tableForGame(session.gameCode, session.title) };
  };

  /** The table's current round and last results, as the lobby and the table page show it. */
  const tableView = async (table: LiveTable, history: number) => {
    const now = Date.now();
    const round = await repo.bettingRound(table.code);
    const drawn = await repo.drawnRounds(table.code, history);
    return {
      code: table.code,
      name: table.name,
      game: table.game,
      vendor: table.vendor,
      gameCode: table.gameCode,
      dealer: table.dealer,
      roundNo: round?.roundNo ?? drawn[0]?.roundNo ?? 0,
      phase: phaseOf(round, now),
      closesAt: round ? round.closesAt.toISOString() : null,
      players: round ? await repo.playerCount(round.id) : 0,
      results: drawn
        .filter((r) => r.result)
        .map((r) => ({ roundNo: r.roundNo, mark: resultMark(r.result!), result: r.result! })),
      round,
      drawn,
    };
  };

  return {
    /** The table a launched game sits at. */
    tableForGame,

    /** Every table as the lobby lists it, with its last 10 results. */
    async models() {
      await repo.ensureOpen(deps.timeScale);
      return Promise.all(
        LIVE_TABLES.map(async (t) => {
          const { round: _r, drawn: _d, ...view } = await tableView(t, 10);
          return {
            ...view,
            dealer: { ...view.dealer, languages: [...view.dealer.languages] },
            results: view.results.map(({ roundNo, mark }) => ({ roundNo, mark })),
          };
        }),
      );
    },

    /** A table page's state: the table, its round, the member's bets, the last 20 results and the last round's outcome for the member. */
    async state(sessionId: string) {
      const { session, table } = await sessionTable(sessionId);
      await repo.ensureOpen(deps.timeScale);
      const { round, drawn, ...view } = await tableView(table, 20);
      const myBets = round ? await repo.betsOf(round.id, session.merchantId, session.memberId) : [];
      const last = drawn[0];
      const mine = last ? await repo.playerAt(last.id, session.merchantId, session.memberId) : null;
      const { balance } = await (
        await adapterOf(session.merchantId, session.vendor)
      ).balance({ memberRef: session.memberRef, currency: session.currency });
      return {
        ...view,
        roundId: round?.roundId ?? null,
        now: new Date().toISOString(),
        limits: table.limits,
        chips: CHIPS,
        myBets: myBets.filter((b) => b.status !== 'REFUSED').map(({ spot, amount }) => ({ spot, amount })),
        last: last?.result
          ? {
              roundNo: last.roundNo,
              result: last.result,
              settled: last.status === 'SETTLED' || (mine?.payout ?? null) !== null,
              bet: mine !== null,
              payout: mine?.payout ?? null,
            }
          : null,
        balance,
        currency: session.currency,
      };
    },

    /**
     * One bet of a table page: during BETTING only (BETTING_CLOSED after), a spot of the table within its limit, an
     * amount made of chips; stored PENDING, then debited with the round's shared id and the bet's own transaction id.
     */
    async bet(
      sessionId: string,
      spot: string,
      amount: number,
    ): Promise<{ bets: { spot: string; amount: number }[]; balance: number }> {
      const { session, table } = await sessionTable(sessionId);
      const bucket = `demo-live-bet:${createHash('sha256').update(sessionId).digest('hex')}`;
      if (!(await deps.rateLimiter.take(bucket, BETS_PER_WINDOW, BET_WINDOW_SECONDS)))
        throw commonError('RATE_LIMITED');
      const limit = table.limits[spot];
      if (!limit) throw invalidField('spot', `spot must be one of: ${table.spots.join(', ')}`);
      if (amount < limit.min || amount % CHIPS[0]! !== 0)
        throw invalidField('amount', `amount must be at least ${limit.min} in steps of ${CHIPS[0]}`);
      if (session.fun) throw commonError('TRIAL_FORBIDDEN');
      let round = await repo.bettingRound(table.code);
      if (!round && (await repo.ensureOpen(deps.timeScale)) > 0) round = await repo.bettingRound(table.code);
      if (!round || round.closesAt.getTime() <= Date.now()) throw demoLiveError('BETTING_CLOSED');
      const memberKey = memberKeyOf(session.memberRef);
      const placed = await repo.placeBet(
        round.id,
        {
          merchantId: session.merchantId,
          memberId: session.memberId,
          vendor: session.vendor,
          memberRef: session.memberRef,
          memberKey,
          gameCode: session.gameCode,
          currency: session.currency,
          nickname: await deps.nicknameOf(session.merchantId, session.memberId),
        },
        { spot, amount, uuid: randomUUID(), max: limit.max },
      );
      if (placed === null) throw demoLiveError('BETTING_CLOSED');
      if (placed === 'IN_USE') throw demoLiveError('TABLE_IN_USE');
      if (placed === 'OVER_MAX') throw demoLiveError('BET_OVER_LIMIT');
      const adapter = await adapterOf(session.merchantId, session.vendor);
      let balance: number;
      try {
        const r = await retried(2, () =>
          adapter.debit({
            transactionId: placed.transactionId,
            roundId: round.roundId,
            memberRef: placed.memberRef,
            gameCode: placed.gameCode,
            currency: session.currency,
            amount,
          }),
        );
        balance = r.balance;
        await repo.markBet(placed.id, 'DEBITED');
      } catch (e) {
        if (e instanceof SeamlessCallError && e.status < 500) await repo.markBet(placed.id, 'REFUSED');
        throw refusal(e);
      }
      const bets: LiveBet[] = await repo.betsOf(round.id, session.merchantId, session.memberId);
      return {
        bets: bets.filter((b) => b.status !== 'REFUSED').map(({ spot: s, amount: a }) => ({ spot: s, amount: a })),
        balance,
      };
    },

    /**
     * The job's work: every table gets a BETTING round, rounds whose betting closed are drawn (once each, with the
     * round row locked) and the next opened, then every unsettled member of a drawn round is settled.
     */
    async runTables() {
      await repo.ensureOpen(deps.timeScale);
      let drawn = 0;
      for (const table of LIVE_TABLES) if (await repo.drawDue(table, deps.rng, deps.timeScale)) drawn += 1;
      const s = await settleDrawn({ repo, players, adapterOf, log: deps.log });
      return { drawn, ...s };
    },

    /** Deletes settled rounds after ROUNDS_KEEP_DAYS (housekeeping; the wallet keeps its own bet records). */
    prune: (): Promise<void> => repo.prune(ROUNDS_KEEP_DAYS),

    /** The table of a code, or UNKNOWN_TABLE. */
    table(code: string): LiveTable {
      const t = tableByCode(code);
      if (!t) throw demoLiveError('UNKNOWN_TABLE');
      return t;
    },

    /** The page's session and table (GAME_SESSION_EXPIRED without a LIVE session). */
    sessionTable,
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
