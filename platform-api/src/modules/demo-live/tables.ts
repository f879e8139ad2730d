import { createHash } from 'node:crypto';
import type { Rng } from '../../infra/rng';
import { BACCARAT_SPOTS, baccaratReturn, dealBaccarat, type BaccaratHand, type BaccaratSpot } from './baccarat';
import { ROULETTE_POCKETS, ROULETTE_SPOTS, rouletteColour, rouletteReturn, type RouletteColour } from './roulette';

export type LiveGame = 'BACCARAT' | 'ROULETTE';

/** A table's dealer ("model"): shown with an initials avatar in its colour (no images). */
export interface Dealer {
  name: string;
  nickname: string;
  languages: readonly string[];
  initials: string;
  colour: string;
}

/** Per-spot limits in minor units. */
export interface SpotLimit {
  min: number;
  max: number;
}

export interface LiveTable {
  code: string;
  name: string;
  game: LiveGame;
  dealer: Dealer;
  /** The catalogue game a lobby card launches (`vendor`, `gameCode`): one that `tableForGame` maps to this table. */
  vendor: string;
  gameCode: string;
  /** Betting time of a round, seconds (divided by the time scale). */
  bettingSeconds: number;
  spots: readonly string[];
  limits: Readonly<Record<string, SpotLimit>>;
}

/** Chip values the table page offers (minor units). */
export const CHIPS: readonly number[] = [100, 1_000, 5_000, 10_000, 50_000, 100_000];

const outsideLimit: SpotLimit = { min: 100, max: 5_000_000 };
const sideLimit: SpotLimit = { min: 100, max: 500_000 };
const straightLimit: SpotLimit = { min: 100, max: 200_000 };

/**
 * The live studio's tables: global — every merchant's members sit at the same tables and rounds; each member's money
 * goes through that member's merchant's adapter.
 */
export const LIVE_TABLES: readonly LiveTable[] = [
  {
    code: 'BAC1',
    name: 'Baccarat Squeeze',
    game: 'BACCARAT',
    dealer: { name: 'Linh Tran', nickname: 'Linh', languages: ['EN', 'TY'], initials: 'LT', colour: '#b83280' },
    vendor: 'EVO',
    gameCode: 'EVO_LIVE_0001',
    bettingSeconds: 20,
    spots: BACCARAT_SPOTS,
    limits: {
      PLAYER: outsideLimit,
      BANKER: outsideLimit,
      TIE: sideLimit,
      PLAYER_PAIR: sideLimit,
      BANKER_PAIR: sideLimit,
    },
  },
  {
    code: 'ROU1',
    name: 'European Roulette',
    game: 'ROULETTE',
    dealer: { name: 'Marco Rossi', nickname: 'Marco', languages: ['EN', 'ZH'], initials: 'MR', colour: '#2b6cb0' },
    vendor: 'EVO',
    gameCode: 'EVO_LIVE_0002',
    bettingSeconds: 20,
    spots: ROULETTE_SPOTS,
    limits: Object.fromEntries(
      ROULETTE_SPOTS.map((s) => [s, s.startsWith('N') ? straightLimit : outsideLimit] as const),
    ),
  },
];

export const tableByCode = (code: string): LiveTable | undefined => LIVE_TABLES.find((t) => t.code === code);

/**
 * The table a launched LIVE game sits at (every LIVE catalogue game opens a real table): a game whose code or title
 * says roulette or baccarat sits at that game's table; a catalogue code ending in its number (`EVO_LIVE_0007`) at table
 * (number − 1) mod tables — odd numbers baccarat, even numbers roulette; any other code (a vendor card's own game,
 * `DG`) at a stable pick by the code's hash.
 */
export function tableForGame(gameCode: string, title = ''): LiveTable {
  const words = `${gameCode} ${title}`.toLowerCase();
  if (words.includes('roulette')) return LIVE_TABLES.find((t) => t.game === 'ROULETTE')!;
  if (words.includes('baccarat')) return LIVE_TABLES.find((t) => t.game === 'BACCARAT')!;
  const numbered = /_(\d+)$/.exec(gameCode);
  if (numbered && Number(numbered[1]) > 0) return LIVE_TABLES[(Number(numbered[1]) - 1) % LIVE_TABLES.length]!;
  const h = createHash('sha256').update(gameCode).digest().readUInt32BE(0);
  return LIVE_TABLES[h % LIVE_TABLES.length]!;
}

export type LiveResult =
  ({ game: 'BACCARAT' } & BaccaratHand) | { game: 'ROULETTE'; number: number; colour: RouletteColour };

/** Draws a round's result: a baccarat hand from the table's shoe (mutated), or a roulette pocket. */
export function drawResult(game: LiveGame, shoe: number[], rng: Rng): LiveResult {
  if (game === 'BACCARAT') return { game, ...dealBaccarat(shoe, rng) };
  const n = rng(ROULETTE_POCKETS);
  return { game, number: n, colour: rouletteColour(n) };
}

/** What a bet returns on a result (stake included, 0 lost). */
export function betReturn(spot: string, amount: number, result: LiveResult): number {
  return result.game === 'BACCARAT'
    ? baccaratReturn(spot as BaccaratSpot, amount, result)
    : rouletteReturn(spot, amount, result.number);
}

/** A short label of a result for roads and lists: P/B/T for baccarat, the number for roulette. */
export function resultMark(result: LiveResult): string {
  if (result.game === 'ROULETTE') return String(result.number);
  return result.winner === 'PLAYER' ? 'P' : result.winner === 'BANKER' ? 'B' : 'T';
}
