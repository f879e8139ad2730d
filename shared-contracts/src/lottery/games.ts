/**
 * The lottery games (ADR 0007): result structures, the catalogue and its draw schedule. Pure data and
 * arithmetic shared by platform-api (draws, settlement) and mf-lottery (boards, countdowns, verify page).
 */

/** A prize of a result structure: its key, how many numbers it draws and how many digits each has. */
export interface PrizeSpec {
  key: string;
  count: number;
  digits: number;
}

export const STRUCTURES = {
  /** Northern Vietnam (Miền Bắc): 27 numbers. */
  NORTH: [
    { key: 'DB', count: 1, digits: 5 },
    { key: 'G1', count: 1, digits: 5 },
    { key: 'G2', count: 2, digits: 5 },
    { key: 'G3', count: 6, digits: 5 },
    { key: 'G4', count: 4, digits: 4 },
    { key: 'G5', count: 6, digits: 4 },
    { key: 'G6', count: 3, digits: 3 },
    { key: 'G7', count: 4, digits: 2 },
  ],
  /** Southern and central Vietnam (Miền Nam / Miền Trung): 18 numbers, a 6-digit special prize. */
  SOUTH: [
    { key: 'DB', count: 1, digits: 6 },
    { key: 'G1', count: 1, digits: 5 },
    { key: 'G2', count: 1, digits: 5 },
    { key: 'G3', count: 2, digits: 5 },
    { key: 'G4', count: 7, digits: 5 },
    { key: 'G5', count: 1, digits: 4 },
    { key: 'G6', count: 3, digits: 4 },
    { key: 'G7', count: 1, digits: 3 },
    { key: 'G8', count: 1, digits: 2 },
  ],
  /** Thai-style draw (Southeast Asia): a 6-digit first prize, two front and two back 3-digit, one back 2-digit. */
  THAI: [
    { key: 'FIRST', count: 1, digits: 6 },
    { key: 'FRONT3', count: 2, digits: 3 },
    { key: 'BACK3', count: 2, digits: 3 },
    { key: 'BACK2', count: 1, digits: 2 },
  ],
} as const satisfies Record<string, readonly PrizeSpec[]>;

export type Structure = keyof typeof STRUCTURES;
export const STRUCTURE_NAMES = Object.keys(STRUCTURES) as Structure[];

/** A drawn result: each prize key of the structure → its numbers (digit strings), in structure order. */
export type LotteryResult = Record<string, string[]>;

export type LotteryArea = 'VN' | 'SEA';

export interface LotteryGame {
  code: string;
  /** The English name, where no dictionary is at hand (the betting record's game name). */
  name: string;
  area: LotteryArea;
  structure: Structure;
  /** Fast games: a draw every `intervalSeconds` since the epoch (UTC). */
  intervalSeconds?: number;
  /** Daily games: the draw's time of day in Vietnam (UTC+7), minutes after midnight. */
  dailyAtMinutes?: number;
  /** Betting closes this many seconds before the draw. */
  closeBeforeSeconds: number;
}

/** What the draw schedule needs of a game (a client rebuilds it from a menu's game). */
export type GameSchedule = Pick<LotteryGame, 'code' | 'intervalSeconds' | 'dailyAtMinutes' | 'closeBeforeSeconds'>;

/** Vietnam time (UTC+7, no daylight saving): numeros and daily draws follow its calendar. */
export const VN_OFFSET_SECONDS = 7 * 3600;

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    code: 'VN_FAST_1M',
    name: 'Fast lottery 1 minute',
    area: 'VN',
    structure: 'NORTH',
    intervalSeconds: 60,
    closeBeforeSeconds: 5,
  },
  {
    code: 'VN_FAST_3M',
    name: 'Fast lottery 3 minutes',
    area: 'VN',
    structure: 'NORTH',
    intervalSeconds: 180,
    closeBeforeSeconds: 15,
  },
  {
    code: 'VN_FAST_5M',
    name: 'Fast lottery 5 minutes',
    area: 'VN',
    structure: 'SOUTH',
    intervalSeconds: 300,
    closeBeforeSeconds: 30,
  },
  // The real regional evening draws: south 16:15, central 17:15, north 18:15 (Vietnam time).
  {
    code: 'VN_SOUTH',
    name: 'Southern lottery',
    area: 'VN',
    structure: 'SOUTH',
    dailyAtMinutes: 16 * 60 + 15,
    closeBeforeSeconds: 600,
  },
  {
    code: 'VN_CENTRAL',
    name: 'Central lottery',
    area: 'VN',
    structure: 'SOUTH',
    dailyAtMinutes: 17 * 60 + 15,
    closeBeforeSeconds: 600,
  },
  {
    code: 'VN_NORTH',
    name: 'Northern lottery',
    area: 'VN',
    structure: 'NORTH',
    dailyAtMinutes: 18 * 60 + 15,
    closeBeforeSeconds: 600,
  },
  {
    code: 'SEA_THAI_5M',
    name: 'Thai lottery 5 minutes',
    area: 'SEA',
    structure: 'THAI',
    intervalSeconds: 300,
    closeBeforeSeconds: 30,
  },
];

export const LOTTERY_GAME_CODES = LOTTERY_GAMES.map((g) => g.code);

/** The game with this code, or undefined. */
export function findGame(code: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((g) => g.code === code);
}

/**
 * A game as a deployment runs it: `timeScale` > 1 (development and e2e only) divides a fast game's
 * interval and closing time, so the "1 minute" game draws every 60/scale seconds. Daily games keep their time.
 */
export function scaledGame(game: LotteryGame, timeScale = 1): LotteryGame {
  if (!game.intervalSeconds || timeScale <= 1) return game;
  return {
    ...game,
    intervalSeconds: Math.max(1, Math.round(game.intervalSeconds / timeScale)),
    closeBeforeSeconds: Math.max(1, Math.round(game.closeBeforeSeconds / timeScale)),
  };
}

/** One draw of a game: its numero (draw number), when betting opens and closes, and the draw instant. */
export interface DrawSlot {
  gameCode: string;
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

const DAY = 86_400;

/** YYYYMMDD of the Vietnam calendar day holding the instant `seconds` (epoch seconds). */
function vnDate(seconds: number): string {
  return new Date((seconds + VN_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The draw whose instant is `drawSeconds` (epoch seconds, on the game's schedule). */
function slotAt(game: GameSchedule, drawSeconds: number): DrawSlot {
  let opens: number;
  let numero: string;
  if (game.intervalSeconds) {
    opens = drawSeconds - game.intervalSeconds;
    const vnMidnight = Math.floor((opens + VN_OFFSET_SECONDS) / DAY) * DAY - VN_OFFSET_SECONDS;
    const seq = Math.floor((opens - vnMidnight) / game.intervalSeconds) + 1;
    numero = `${vnDate(opens)}${String(seq).padStart(4, '0')}`;
  } else {
    opens = drawSeconds - DAY;
    numero = vnDate(drawSeconds);
  }
  return {
    gameCode: game.code,
    numero,
    opensAt: new Date(opens * 1000),
    closesAt: new Date((drawSeconds - game.closeBeforeSeconds) * 1000),
    drawAt: new Date(drawSeconds * 1000),
  };
}

/** The first draw instant (epoch seconds) strictly after `seconds`. */
function nextDrawSeconds(game: GameSchedule, seconds: number): number {
  if (game.intervalSeconds) return (Math.floor(seconds / game.intervalSeconds) + 1) * game.intervalSeconds;
  const at = (game.dailyAtMinutes ?? 0) * 60;
  const vnMidnight = Math.floor((seconds + VN_OFFSET_SECONDS) / DAY) * DAY - VN_OFFSET_SECONDS;
  const today = vnMidnight + at;
  return today > seconds ? today : today + DAY;
}

/** The draw open for betting or awaiting its instant at `now`: the first whose draw instant is after now. */
export function currentSlot(game: GameSchedule, now: Date): DrawSlot {
  return slotAt(game, nextDrawSeconds(game, Math.floor(now.getTime() / 1000)));
}

/** The draw after `slot`. */
export function nextSlot(game: GameSchedule, slot: DrawSlot): DrawSlot {
  return slotAt(game, nextDrawSeconds(game, slot.drawAt.getTime() / 1000));
}

/** The last `count` draws whose instant is at or before `now`, newest first. */
export function pastSlots(game: GameSchedule, now: Date, count: number): DrawSlot[] {
  const out: DrawSlot[] = [];
  let draw = currentSlot(game, now).drawAt.getTime() / 1000;
  for (let i = 0; i < count; i++) {
    draw = game.intervalSeconds ? draw - game.intervalSeconds : draw - DAY;
    out.push(slotAt(game, draw));
  }
  return out;
}

/** Whether betting on `slot` is open at `now`. */
export function isBettingOpen(slot: DrawSlot, now: Date): boolean {
  return now.getTime() >= slot.opensAt.getTime() && now.getTime() < slot.closesAt.getTime();
}
