/** European roulette: one zero, 0–36. */
export const ROULETTE_POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteColour = 'RED' | 'BLACK' | 'GREEN';
export const rouletteColour = (n: number): RouletteColour => (n === 0 ? 'GREEN' : RED_NUMBERS.has(n) ? 'RED' : 'BLACK');

/** Outside spots; a straight-up bet is the number itself as a spot: `N0` … `N36`. */
export const ROULETTE_OUTSIDE = ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH', 'DOZEN1', 'DOZEN2', 'DOZEN3'] as const;
export const ROULETTE_SPOTS: readonly string[] = [
  ...ROULETTE_OUTSIDE,
  ...Array.from({ length: ROULETTE_POCKETS }, (_, n) => `N${n}`),
];

/**
 * What a bet on `spot` returns when the ball lands on `n` (stake included; 0 when lost): straight 35:1; RED/BLACK,
 * ODD/EVEN, LOW (1–18)/HIGH (19–36) 1:1; dozens 2:1. Zero loses every outside bet.
 */
export function rouletteReturn(spot: string, amount: number, n: number): number {
  const straight = /^N(\d{1,2})$/.exec(spot);
  if (straight) return Number(straight[1]) === n ? amount * 36 : 0;
  if (n === 0) return 0;
  const wins: Record<string, boolean> = {
    RED: RED_NUMBERS.has(n),
    BLACK: !RED_NUMBERS.has(n),
    ODD: n % 2 === 1,
    EVEN: n % 2 === 0,
    LOW: n <= 18,
    HIGH: n >= 19,
    DOZEN1: n <= 12,
    DOZEN2: n >= 13 && n <= 24,
    DOZEN3: n >= 25,
  };
  if (!(spot in wins)) return 0;
  return wins[spot] ? amount * (spot.startsWith('DOZEN') ? 3 : 2) : 0;
}
