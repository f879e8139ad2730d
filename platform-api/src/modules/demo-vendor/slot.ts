import type { Rng } from '../../infra/rng';

/**
 * DEMO_SLOT: a 3×3 slot with 5 fixed lines (three rows and two diagonals). Each of the 9 cells is drawn
 * independently from the weighted symbol set below; a line pays when its three symbols are the same,
 * `multiplier × line bet`, the line bet being a fifth of the stake. Expected return of one line
 * (= of the whole spin, by linearity) is Σ p(s)³ × multiplier(s) = 0.96 exactly (`slotRtp`).
 */
export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'DIAMOND'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Draw weights out of SLOT_WEIGHT_TOTAL (40). */
export const SLOT_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  CHERRY: 15,
  LEMON: 8,
  BELL: 5,
  BAR: 4,
  SEVEN: 4,
  DIAMOND: 4,
};
export const SLOT_WEIGHT_TOTAL = SLOT_SYMBOLS.reduce((n, s) => n + SLOT_WEIGHTS[s], 0);

/** Three of a kind on a line pays this many line bets. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, number>> = {
  CHERRY: 4,
  LEMON: 10,
  BELL: 20,
  BAR: 30,
  SEVEN: 100,
  DIAMOND: 500,
};

/** The lines as [row, column] cells: top, middle, bottom row, then the two diagonals. */
export const SLOT_LINES: readonly (readonly [number, number])[][] = [
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  [
    [2, 0],
    [2, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [2, 0],
    [1, 1],
    [0, 2],
  ],
];
export const SLOT_LINE_COUNT = SLOT_LINES.length;

/** The stated RTP: Σ (weight/total)³ × multiplier over the symbols (0.96). */
export function slotRtp(): number {
  return SLOT_SYMBOLS.reduce((sum, s) => sum + (SLOT_WEIGHTS[s] / SLOT_WEIGHT_TOTAL) ** 3 * SLOT_PAYTABLE[s], 0);
}

export interface SlotLineWin {
  /** 0-based index into SLOT_LINES. */
  line: number;
  symbol: SlotSymbol;
  multiplier: number;
  /** Minor units. */
  amount: number;
}

export interface SlotOutcome {
  /** grid[row][column]. */
  grid: SlotSymbol[][];
  wins: SlotLineWin[];
  /** Total payout in minor units (0 for a losing spin). */
  payout: number;
}

/** One symbol by weight. */
export function drawSymbol(rng: Rng): SlotSymbol {
  let r = rng(SLOT_WEIGHT_TOTAL);
  for (const s of SLOT_SYMBOLS) {
    r -= SLOT_WEIGHTS[s];
    if (r < 0) return s;
  }
  throw new Error('rng answered outside [0, total)');
}

/** Wins and payout of a grid for a stake (a multiple of the line count, so a line bet is whole minor units). */
export function evaluateSlot(grid: SlotSymbol[][], stake: number): SlotOutcome {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % SLOT_LINE_COUNT !== 0)
    throw new Error(`slot stake must be a positive multiple of ${SLOT_LINE_COUNT} minor units`);
  const lineBet = stake / SLOT_LINE_COUNT;
  const wins: SlotLineWin[] = [];
  SLOT_LINES.forEach((cells, line) => {
    const [first, ...rest] = cells.map(([r, c]) => grid[r]![c]!);
    if (first && rest.every((s) => s === first)) {
      const multiplier = SLOT_PAYTABLE[first];
      wins.push({ line, symbol: first, multiplier, amount: lineBet * multiplier });
    }
  });
  return { grid, wins, payout: wins.reduce((n, w) => n + w.amount, 0) };
}

/** A spin: nine independent draws (row by row), then the lines. */
export function spinSlot(stake: number, rng: Rng): SlotOutcome {
  const grid = [0, 1, 2].map(() => [0, 1, 2].map(() => drawSymbol(rng)));
  return evaluateSlot(grid, stake);
}
