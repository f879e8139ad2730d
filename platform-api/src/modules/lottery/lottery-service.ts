import type { RequestOf, ResponseOf } from 'shared-contracts';
import { vnPrizeMode, type Draw, type lotteryApi, type PrizeMode } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { pageCount, paging } from '../../infra/paging';
import type { BetsService } from '../bets';
import type { GamesService } from '../games';
import type { ResponsibleGamingService } from '../responsible-gaming';
import type { WalletMerchant, WalletService } from '../wallet';
import { createDraws, drawView } from './draws';
import { lotteryError } from './errors';
import { createLotteryOps } from './lottery-ops';
import { launchUrl, menuGame, vnDay, type GameMenus, type MenuPrizeMode } from './menus';
import { createOddsRepository } from './odds-repository';
import { createPlayerRepository } from './player-repository';
import { createPlacement } from './placement';
import { createLotterySettlement } from './settlement';
import { createSlipRepository } from './slip-repository';

export interface LotteryDeps {
  db: Db;
  wallet: WalletService;
  bets: BetsService;
  games: Pick<GamesService, 'vendors'>;
  exclusions: Pick<ResponsibleGamingService, 'assertNotExcluded'>;
  /** The clock of every rule (draw slots, closing, the draw instant); tests move it. */
  now: () => Date;
  /** LOTTERY_TIME_SCALE: fast games run this many times faster (development and e2e). */
  timeScale: number;
  /** LOTTERY_CLOSE_BEFORE: betting's closing time per game code (seconds before the draw). */
  closeBefore?: Readonly<Record<string, number>>;
  log?: { error: (obj: object, msg: string) => void };
}

/** A page of lottery history: the list, its total and pages (the client keeps its page number and size). */
const paged = <T>(list: T[], total: number, pageSize: number) => ({
  list,
  total,
  totalPages: pageCount(total, pageSize),
});

/**
 * The lottery domain (ADR 0007): draws (created ahead, drawn on time, provably fair), menus and odds,
 * bet placement, the member's bets and the results history. Settlement lives in settlement.ts.
 */
export function createLotteryService(deps: LotteryDeps) {
  const { db, now } = deps;
  const draws = createDraws({ db, timeScale: deps.timeScale, closeBefore: deps.closeBefore });
  const odds = createOddsRepository(db);
  const slips = createSlipRepository(db);
  const players = createPlayerRepository(db);
  // Two chunks at once on PostgreSQL (a pool); PGlite has one connection, so one.
  const settlement = createLotterySettlement(
    { db, wallet: deps.wallet, bets: deps.bets, now },
    { workers: db.kind === 'postgres' ? 2 : 1 },
  );
  const vnMode = async (merchantId: number) => vnPrizeMode(await deps.games.vendors(merchantId));
  const placeBets = createPlacement({ ...deps, vnMode, draws, odds, slips });
  const vnGames = draws.games.filter((g) => g.area === 'VN');
  const seaGames = draws.games.filter((g) => g.area === 'SEA');

  /** The menus of `requested` (default the merchant's VN mode): VN games only in the merchant's own mode; SEA always; ZY none. */
  const menus = async (merchantId: number, requested: MenuPrizeMode | undefined, withSea: boolean) => {
    const own = await vnMode(merchantId);
    const mode = requested ?? own;
    const gameMenus: GameMenus = [];
    if (mode !== 'ZY') {
      const table = async (m: PrizeMode, structure: 'NORTH' | 'SOUTH' | 'THAI') => odds.table(merchantId, m, structure);
      const vn = mode === own ? vnGames : [];
      gameMenus.push({
        accountTypeName: 'TCG_LOTTO_VN',
        games: await Promise.all(vn.map(async (g) => menuGame(g, own, await table(own, g.structure)))),
      });
      if (withSea)
        gameMenus.push({
          accountTypeName: 'SEA',
          games: await Promise.all(seaGames.map(async (g) => menuGame(g, 'SEA', await table('SEA', g.structure)))),
        });
    }
    return { prizeMode: mode === 'ZY' ? own : mode, gameMenus, serverTime: now().toISOString() };
  };

  /** The job's work: create upcoming draws, draw the due ones, settle every drawn one (each on its own). */
  const runDraws = async () => {
    const at = now();
    const created = await draws.ensureDraws(at);
    const drawn = await draws.drawDue(at);
    let settled = 0;
    const failed: number[] = [];
    for (const id of await draws.repository.drawnIds()) {
      try {
        await settlement.settleDraw(id);
        settled += 1;
      } catch (e) {
        failed.push(id);
        deps.log?.error({ err: e, drawId: id }, 'lottery draw settlement failed');
      }
    }
    return { created, drawn: drawn.length, settled, failed };
  };

  return {
    /** Every game as this deployment runs it (LOTTERY_TIME_SCALE applied). */
    games: draws.games,
    /** Creates the current and next draw of every game that are missing (first process wins); answers how many were new. */
    ensureDraws: (at: Date = now()): Promise<number> => draws.ensureDraws(at),
    /** Draws every OPEN draw whose instant has come (result from its seed, seed revealed); answers the ids drawn. */
    drawDue: (at: Date = now()): Promise<number[]> => draws.drawDue(at),
    /** The ids of DRAWN draws waiting for settlement, oldest first. */
    drawnIds: (): Promise<number[]> => draws.repository.drawnIds(),
    /** ensureDraws, drawDue, then settleDraw of every DRAWN draw (one failure does not stop the others). */
    runDraws,
    /** Settlement (settlement.ts): settleDraw(drawId), cancelDraw(drawId, reason). */
    settlement,
    /** The merchant's VN prize mode from its vendor cards (SPEC §4). */
    vnMode,
    /** The back office's reads and edits (lottery-ops.ts): draws with a brand's stakes, odds tables and caps. */
    ops: createLotteryOps({ db, draws, odds, now }),

    /** GET /lgw/games/game_menus: the VN and SEA menus. */
    gameMenus: (merchantId: number, mode?: MenuPrizeMode) => menus(merchantId, mode, true),
    /** GET /lgw/vn/games/game_menu: the VN menu. */
    vnGameMenu: (merchantId: number, mode?: MenuPrizeMode) => menus(merchantId, mode, false),
    /**
     * POST /lgw/lottery/first_login: the member's lottery player profile, made on the first call with the lottery's
     * defaults (the member's nickname, the merchant's VN prize mode); `firstTime` is true only then.
     */
    firstLogin: async (member: { memberId: number; merchantId: number; nickname: string; username: string }) =>
      players.ensure(member.memberId, member.merchantId, {
        nickname: member.nickname || member.username,
        prizeMode: await vnMode(member.merchantId),
      }),
    /** GET /lgw/vn/games/recent: the member's last 10 distinct games bet on, newest first. */
    recent: async (memberId: number) => ({ list: await slips.recentGames(memberId, 10) }),

    /** GET /lgw/vn/numeros/opened/game: the current draw of every VN game. */
    async openedVn(): Promise<ResponseOf<typeof lotteryApi.getOpenedVnDraws>> {
      const at = now();
      const list = await Promise.all(vnGames.map(async (g) => drawView(await draws.current(g, at))));
      return { list, serverTime: at.toISOString() };
    },

    /** GET /lotto/lgw/games/opened/numero: a game's current draw and its last drawn one. */
    async opened(gameCode: string): Promise<ResponseOf<typeof lotteryApi.getOpenedDraw>> {
      const g = draws.game(gameCode);
      if (!g) throw lotteryError('DRAW_NOT_FOUND');
      const at = now();
      const open = await draws.current(g, at);
      const last = await draws.repository.lastDrawn(g.code);
      return { open: drawView(open), last: last && drawView(last), serverTime: at.toISOString() };
    },

    /** GET /lotto/lgw/results: a game's drawn draws, newest first, optionally of one Vietnam day. */
    async results(q: RequestOf<typeof lotteryApi.listResults>) {
      const day = q.date ? vnDay(q.date) : null;
      const { rows, total } = await draws.repository.results(
        { gameCode: q.gameCode, from: day?.from ?? null, to: day?.to ?? null },
        paging(q),
      );
      return paged(rows.map(drawView), total, q.pageSize);
    },

    /** GET /lotto/lgw/draws: one draw (the current slot is created when missing); DRAW_NOT_FOUND otherwise. */
    async draw(gameCode: string, numero: string): Promise<Draw> {
      const found = await draws.repository.find(gameCode, numero);
      if (found) return drawView(found);
      const g = draws.game(gameCode);
      const at = now();
      if (g && (await draws.current(g, at)).numero === numero) {
        const created = await draws.repository.find(gameCode, numero);
        if (created) return drawView(created);
      }
      throw lotteryError('DRAW_NOT_FOUND');
    },

    /** POST /lotto/lgw/bets (placement.ts). */
    placeBets: (m: WalletMerchant, memberId: number, input: RequestOf<typeof lotteryApi.placeBets>) =>
      placeBets(m, memberId, input),

    /** GET /lotto/lgw/bets: the member's open (OPEN) or settled (WON, LOST, REFUNDED) lines, newest first. */
    async myBets(memberId: number, q: RequestOf<typeof lotteryApi.listMyBets>) {
      const statuses = q.state === 'open' ? ['OPEN'] : ['WON', 'LOST', 'REFUNDED'];
      const { list, total } = await slips.listForMember(
        { memberId, statuses, gameCode: q.gameCode ?? null },
        paging(q),
      );
      return paged(list, total, q.pageSize);
    },

    /** GET /lgw/lottery/launch: the lottery page's URL in this site. */
    launch: (r: RequestOf<typeof lotteryApi.launchLottery>) => ({ url: launchUrl(r) }),
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
