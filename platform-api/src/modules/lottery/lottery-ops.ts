import type { lotteryOpsApi } from 'shared-contracts';
import { defaultOdds, type BetType, type LotteryGame, type PrizeMode, type Structure } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { invalidField, notFound } from '../../infra/errors/common-errors';
import type { DrawStatus } from './draw-repository';
import type { Draws } from './draws';
import { ODDS_TABLES, type OddsRepository } from './odds-repository';
import { createOpsDrawRepository, type OpsDrawRow } from './ops-draw-repository';

type OpsDraw = lotteryOpsApi.LotteryOpsDraw;
type OddsTable = lotteryOpsApi.LotteryOddsTable;

interface OpsDeps {
  db: Db;
  draws: Draws;
  odds: OddsRepository;
  now: () => Date;
}

/** A draw as the console shows it: the seed and result only once drawn, as the public sees them. */
function opsDrawView(d: OpsDrawRow, now: Date): OpsDraw {
  const revealed = d.status === 'DRAWN' || d.status === 'SETTLED';
  return {
    id: d.id,
    gameCode: d.gameCode,
    numero: d.numero,
    status: d.status,
    opensAt: d.opensAt.toISOString(),
    closesAt: d.closesAt.toISOString(),
    drawAt: d.drawAt.toISOString(),
    upcoming: d.status === 'OPEN' && d.opensAt > now,
    seedHash: d.seedHash,
    seed: revealed ? d.seed : null,
    result: revealed ? d.result : null,
    drawnAt: d.drawnAt?.toISOString() ?? null,
    cancelReason: d.cancelReason,
    stakes: d.stakes,
    payouts: d.payouts,
    bets: d.bets,
  };
}

const gameView = (g: LotteryGame) => ({
  code: g.code,
  name: g.name,
  area: g.area,
  structure: g.structure,
  intervalSeconds: g.intervalSeconds ?? null,
  dailyAtMinutes: g.dailyAtMinutes ?? null,
  closeBeforeSeconds: g.closeBeforeSeconds,
});

/** The lottery's back-office operations (issue 29): draws with a brand's stakes, its odds tables and their edits. */
export function createLotteryOps({ db, draws, odds, now }: OpsDeps) {
  const repo = createOpsDrawRepository(db);

  /** The merchant's five odds tables, each row with the defaults it started from. */
  const tables = async (merchantId: number, tx: Db = db): Promise<OddsTable[]> =>
    Promise.all(
      ODDS_TABLES.map(async ({ mode, structure }) => {
        const defaults = new Map(defaultOdds(mode, structure).map((o) => [o.betType, o]));
        const rows = await odds.table(merchantId, mode, structure, tx);
        return {
          prizeMode: mode,
          structure,
          rows: rows.map((r) => ({
            ...r,
            defaultOdds: defaults.get(r.betType)?.odds ?? r.odds,
            defaultCap: defaults.get(r.betType)?.liabilityCap ?? r.liabilityCap,
          })),
        };
      }),
    );

  return {
    /** Every game as this deployment runs it (LOTTERY_TIME_SCALE applied). */
    games: () => draws.games.map(gameView),

    /**
     * A game's (or every game's) draws, open and upcoming first then the latest others, with the merchant's stakes;
     * the current and next draw of every game are created first when missing (as the job does).
     */
    async draws(merchantId: number, q: { game?: string; status?: DrawStatus; limit?: number }): Promise<OpsDraw[]> {
      const at = now();
      await draws.ensureDraws(at);
      const rows = await repo.list({
        merchantId,
        gameCode: q.game ?? null,
        status: q.status ?? null,
        limit: q.limit ?? 50,
      });
      return rows.map((d) => opsDrawView(d, at));
    },

    tables,

    /**
     * Changes one bet type's odds and cap in `tx`; answers the row before. VALIDATION (`field`) for a bet type that
     * table has no odds for; NOT_FOUND when the merchant lacks the row.
     */
    async setOdds(
      merchantId: number,
      change: { prizeMode: PrizeMode; structure: Structure; betType: BetType; odds: number; liabilityCap: number },
      tx: Db,
    ) {
      const { prizeMode: mode, structure, betType } = change;
      if (!ODDS_TABLES.some((t) => t.mode === mode && t.structure === structure))
        throw invalidField('structure', `no ${mode} table for ${structure}`);
      if (!defaultOdds(mode, structure).some((o) => o.betType === betType))
        throw invalidField('betType', `${betType} is not bet in ${mode} ${structure}`);
      const before = await odds.set(
        { merchantId, mode, structure, betType },
        { odds: change.odds, liabilityCap: change.liabilityCap },
        tx,
      );
      if (!before) throw notFound(`no ${mode} ${structure} ${betType} odds for merchant ${merchantId}`);
      return before;
    },
  };
}
export type LotteryOps = ReturnType<typeof createLotteryOps>;
