import type { LotteryResult, Structure } from './games';

/**
 * Bet types (ADR 0007). A slip line picks numbers of one type. "Each" types bet every picked number on
 * its own (stake = unit × multiplier × numbers); combination types (xiên, lô trượt) bet one combination of
 * exactly `pick` distinct numbers (stake = unit × multiplier). A number or combination pays
 * floor(unit × multiplier × odds × hits / 100) — odds in hundredths; hits = occurrences for lô (paid per
 * occurrence), 1 or 0 for the others.
 */
export const VN_BET_TYPES = [
  'LO2',
  'LO3',
  'DE',
  'DE_FIRST',
  'DE_HEAD',
  'DE_TAIL',
  'BA_CANG',
  'XIEN2',
  'XIEN3',
  'XIEN4',
  'TRUOT4',
  'TRUOT8',
  'TRUOT10',
] as const;
export const SEA_BET_TYPES = ['TOP3', 'TOP2', 'BOTTOM2', 'FRONT3', 'BACK3'] as const;
export const BET_TYPES = [...VN_BET_TYPES, ...SEA_BET_TYPES] as const;
export type BetType = (typeof BET_TYPES)[number];

export interface BetTypeSpec {
  code: BetType;
  /** Digits of each picked number. */
  digits: number;
  /** 'each': every number is a bet; a number: one combination of exactly this many distinct numbers. */
  pick: 'each' | number;
  /** How many times a number (each) or the combination (combination types) wins on `result`. */
  hits: (numbers: readonly string[], result: LotteryResult) => number;
}

const tail = (n: string, k: number) => n.slice(-k);
const all = (r: LotteryResult) => Object.values(r).flat();
/** The lô numbers: the last two digits of every prize number. */
export const loNumbers = (r: LotteryResult): string[] => all(r).map((n) => tail(n, 2));
/** The last three digits of every prize number of at least three digits. */
export const lo3Numbers = (r: LotteryResult): string[] =>
  all(r)
    .filter((n) => n.length >= 3)
    .map((n) => tail(n, 3));

/** How often each lô (2-digit) and 3-digit ending occurs in a result: computed once per result object. */
interface ResultIndex {
  lo: Map<string, number>;
  lo3: Map<string, number>;
}
const indexes = new WeakMap<LotteryResult, ResultIndex>();
const counts = (list: readonly string[]) => {
  const m = new Map<string, number>();
  for (const x of list) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
};
/** The result's occurrence counts (settlement asks for them once per line: a draw's lines share one index). */
function indexOf(r: LotteryResult): ResultIndex {
  let ix = indexes.get(r);
  if (!ix) {
    ix = { lo: counts(loNumbers(r)), lo3: counts(lo3Numbers(r)) };
    indexes.set(r, ix);
  }
  return ix;
}
const count = (list: readonly string[], n: string) => list.reduce((c, x) => (x === n ? c + 1 : c), 0);
const first = (r: LotteryResult, key: string) => r[key]?.[0] ?? '';
const one = (cond: boolean) => (cond ? 1 : 0);

const each = (code: BetType, digits: number, hits: (n: string, r: LotteryResult) => number): BetTypeSpec => ({
  code,
  digits,
  pick: 'each',
  hits: (numbers, r) => hits(numbers[0]!, r),
});
const combo = (code: BetType, pick: number, win: (numbers: readonly string[], lo: Map<string, number>) => boolean) => ({
  code,
  digits: 2,
  pick,
  hits: (numbers: readonly string[], r: LotteryResult) => one(win(numbers, indexOf(r).lo)),
});

export const BET_TYPE_SPECS: Record<BetType, BetTypeSpec> = {
  LO2: each('LO2', 2, (n, r) => indexOf(r).lo.get(n) ?? 0),
  LO3: each('LO3', 3, (n, r) => indexOf(r).lo3.get(n) ?? 0),
  DE: each('DE', 2, (n, r) => one(tail(first(r, 'DB'), 2) === n)),
  DE_FIRST: each('DE_FIRST', 2, (n, r) => one(tail(first(r, 'G1'), 2) === n)),
  DE_HEAD: each('DE_HEAD', 1, (n, r) => one(tail(first(r, 'DB'), 2)[0] === n)),
  DE_TAIL: each('DE_TAIL', 1, (n, r) => one(tail(first(r, 'DB'), 1) === n)),
  BA_CANG: each('BA_CANG', 3, (n, r) => one(tail(first(r, 'DB'), 3) === n)),
  XIEN2: combo('XIEN2', 2, (ns, lo) => ns.every((n) => lo.has(n))),
  XIEN3: combo('XIEN3', 3, (ns, lo) => ns.every((n) => lo.has(n))),
  XIEN4: combo('XIEN4', 4, (ns, lo) => ns.every((n) => lo.has(n))),
  TRUOT4: combo('TRUOT4', 4, (ns, lo) => ns.every((n) => !lo.has(n))),
  TRUOT8: combo('TRUOT8', 8, (ns, lo) => ns.every((n) => !lo.has(n))),
  TRUOT10: combo('TRUOT10', 10, (ns, lo) => ns.every((n) => !lo.has(n))),
  TOP3: each('TOP3', 3, (n, r) => one(tail(first(r, 'FIRST'), 3) === n)),
  TOP2: each('TOP2', 2, (n, r) => one(tail(first(r, 'FIRST'), 2) === n)),
  BOTTOM2: each('BOTTOM2', 2, (n, r) => one(first(r, 'BACK2') === n)),
  FRONT3: each('FRONT3', 3, (n, r) => count(r.FRONT3 ?? [], n)),
  BACK3: each('BACK3', 3, (n, r) => count(r.BACK3 ?? [], n)),
};

/** The bet types a structure offers. */
export function betTypesOf(structure: Structure): readonly BetType[] {
  return structure === 'THAI' ? SEA_BET_TYPES : VN_BET_TYPES;
}

/** Slip limits: unit in minor units, multiplier, numbers per line and lines per slip. */
export const SLIP_LIMITS = {
  unitMin: 100,
  unitMax: 10_000_000,
  multiplierMax: 100,
  numbersMax: 100,
  linesMax: 20,
} as const;

export interface SlipLine {
  betType: BetType;
  numbers: string[];
  /** Minor units per number (each) or per combination, before the multiplier. */
  unit: number;
  multiplier: number;
}

/** What is wrong with a line for `structure` (an i18n key and the field), or null when it is valid. */
export function lineError(structure: Structure, line: SlipLine): { field: string; message: string } | null {
  const spec = BET_TYPE_SPECS[line.betType];
  if (!spec || !betTypesOf(structure).includes(line.betType))
    return { field: 'betType', message: 'err_lottery_bet_type' };
  const pattern = new RegExp(`^\\d{${spec.digits}}$`);
  if (line.numbers.length === 0 || line.numbers.some((n) => !pattern.test(n)))
    return { field: 'numbers', message: 'err_lottery_numbers' };
  if (new Set(line.numbers).size !== line.numbers.length) return { field: 'numbers', message: 'err_lottery_numbers' };
  if (spec.pick === 'each' ? line.numbers.length > SLIP_LIMITS.numbersMax : line.numbers.length !== spec.pick)
    return { field: 'numbers', message: 'err_lottery_numbers' };
  if (!Number.isInteger(line.unit) || line.unit < SLIP_LIMITS.unitMin || line.unit > SLIP_LIMITS.unitMax)
    return { field: 'unit', message: 'err_lottery_unit' };
  if (!Number.isInteger(line.multiplier) || line.multiplier < 1 || line.multiplier > SLIP_LIMITS.multiplierMax)
    return { field: 'multiplier', message: 'err_lottery_multiplier' };
  return null;
}

/** The bets of a line: each number alone, or the one combination (sorted). */
export function lineBets(line: Pick<SlipLine, 'betType' | 'numbers'>): string[][] {
  const spec = BET_TYPE_SPECS[line.betType];
  return spec.pick === 'each' ? line.numbers.map((n) => [n]) : [[...line.numbers].sort()];
}

/** The stake of a line in minor units. */
export function lineStake(line: SlipLine): number {
  return line.unit * line.multiplier * lineBets(line).length;
}

/** What one bet of a line (a number or the combination) pays on `result`, in minor units. */
export function betPayout(
  betType: BetType,
  numbers: readonly string[],
  unitStake: number,
  odds: number,
  result: LotteryResult,
): number {
  const hits = BET_TYPE_SPECS[betType].hits(numbers, result);
  return hits === 0 ? 0 : Math.floor((unitStake * odds * hits) / 100);
}

/** What a line pays on `result` at `odds` (hundredths), in minor units. */
export function linePayout(line: SlipLine, odds: number, result: LotteryResult): number {
  const unitStake = line.unit * line.multiplier;
  return lineBets(line).reduce((sum, ns) => sum + betPayout(line.betType, ns, unitStake, odds, result), 0);
}

/** Quick pick: `count` distinct random numbers of the type's digits (`random` in [0, 1)). */
export function quickPick(betType: BetType, count: number, random: () => number = Math.random): string[] {
  const spec = BET_TYPE_SPECS[betType];
  const space = 10 ** spec.digits;
  const want = Math.min(spec.pick === 'each' ? count : spec.pick, space);
  const picked = new Set<string>();
  while (picked.size < want) picked.add(String(Math.floor(random() * space)).padStart(spec.digits, '0'));
  return [...picked].sort();
}
