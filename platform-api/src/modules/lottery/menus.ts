import type { RequestOf, ResponseOf } from 'shared-contracts';
import {
  findGame,
  VN_OFFSET_SECONDS,
  type LotteryGame,
  type lotteryApi,
  type MenuGame,
  type OddsRow,
  type PrizeMode,
} from 'shared-contracts/lottery';

export type MenuPrizeMode = PrizeMode | 'ZY';
export type GameMenus = ResponseOf<typeof lotteryApi.getGameMenus>['gameMenus'];

/** 'HH:MM' Vietnam time of a daily game's draw, null for a fast game. */
export function dailyAt(g: LotteryGame): string | null {
  if (g.dailyAtMinutes === undefined) return null;
  const m = g.dailyAtMinutes;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A game of a menu in `mode`, with the merchant's odds of that mode and structure. */
export function menuGame(g: LotteryGame, mode: PrizeMode, odds: readonly OddsRow[]): MenuGame {
  return {
    gameCode: g.code,
    area: g.area,
    structure: g.structure,
    prizeMode: mode,
    intervalSeconds: g.intervalSeconds ?? null,
    dailyAt: dailyAt(g),
    closeBeforeSeconds: g.closeBeforeSeconds,
    odds: odds.map((o) => ({ betType: o.betType, odds: o.odds, liabilityCap: o.liabilityCap })),
  };
}

/**
 * The [from, to) instants of a Vietnam calendar day 'YYYY-MM-DD' (UTC+7, no daylight saving): the
 * results history's `date`.
 */
export function vnDay(date: string): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - VN_OFFSET_SECONDS * 1000);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/** Whether `backUrl` is a path of this site (not another origin, not a scheme): only those are passed on. */
export function sameSitePath(backUrl: string | undefined): backUrl is string {
  return !!backUrl && backUrl.startsWith('/') && !backUrl.startsWith('//') && !backUrl.includes('\\');
}

/**
 * Where the lottery opens in this site (SPEC §3 lottery launch): the betting page of a game, or the
 * lobby — /seaLottery for the SEA area or its game, /vnLottery otherwise — with a same-site `backUrl`.
 */
export function launchUrl(r: RequestOf<typeof lotteryApi.launchLottery>): string {
  const game = r.lottoGameCode ? findGame(r.lottoGameCode) : undefined;
  const sea = game ? game.area === 'SEA' : r.lottoArea === 'SEA';
  const q = new URLSearchParams();
  if (r.lottoView === 'betting' && game) {
    q.set('gameCode', game.code);
    q.set('view', 'betting');
  } else q.set('view', 'lobby');
  if (sameSitePath(r.backUrl)) q.set('backUrl', r.backUrl);
  return `${sea ? '/seaLottery' : '/vnLottery'}?${q.toString()}`;
}
