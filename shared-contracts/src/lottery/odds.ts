import type { BetType } from './bet-types';
import type { Structure } from './games';

/**
 * Default odds tables (ADR 0007), in hundredths of the unit stake paid per hit, with each bet type's
 * liability cap: the most one number (or combination) of one draw may pay a merchant's players in total,
 * in minor units. A merchant's table (platform-api `lottery_odds`) starts as a copy. The odds leave the
 * house about 5 % (lô 2 số on the north's 27 numbers: fair 100/27 = 3.70, paid 3.50).
 */
export const PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export interface OddsRow {
  betType: BetType;
  odds: number;
  /** Per (draw, bet type, number or combination): the total a merchant's bets may win, minor units. */
  liabilityCap: number;
}

const CAP = 2_000_000_000;

const VN_ODDS: Record<'NORTH' | 'SOUTH', Partial<Record<BetType, number>>> = {
  NORTH: {
    LO2: 350,
    LO3: 4_000,
    DE: 9_500,
    DE_FIRST: 9_500,
    DE_HEAD: 950,
    DE_TAIL: 950,
    BA_CANG: 90_000,
    XIEN2: 1_600,
    XIEN3: 6_500,
    XIEN4: 25_000,
    TRUOT4: 270,
    TRUOT8: 800,
    TRUOT10: 1_350,
  },
  SOUTH: {
    LO2: 520,
    LO3: 5_500,
    DE: 9_500,
    DE_FIRST: 9_500,
    DE_HEAD: 950,
    DE_TAIL: 950,
    BA_CANG: 90_000,
    XIEN2: 3_200,
    XIEN3: 19_000,
    XIEN4: 110_000,
    TRUOT4: 190,
    TRUOT8: 390,
    TRUOT10: 560,
  },
};

const THAI_ODDS: Partial<Record<BetType, number>> = {
  TOP3: 85_000,
  TOP2: 9_000,
  BOTTOM2: 9_000,
  FRONT3: 40_000,
  BACK3: 40_000,
};

/**
 * The default odds of a prize mode and structure: LOTT the standard table, ELOTT (the e-lottery card,
 * SPEC §4) pays 2 % more, SEA is the Thai game's table. Other combinations have none.
 */
export function defaultOdds(mode: PrizeMode, structure: Structure): OddsRow[] {
  const table = structure === 'THAI' ? (mode === 'SEA' ? THAI_ODDS : {}) : mode === 'SEA' ? {} : VN_ODDS[structure];
  const boost = mode === 'ELOTT' ? 102 : 100;
  return Object.entries(table).map(([betType, odds]) => ({
    betType: betType as BetType,
    odds: Math.floor(((odds as number) * boost) / 100),
    liabilityCap: CAP,
  }));
}

/** The prize mode a game is bet in: SEA for the Thai game, else the merchant's VN mode (LOTT or ELOTT). */
export function gamePrizeMode(structure: Structure, vnMode: 'LOTT' | 'ELOTT'): PrizeMode {
  return structure === 'THAI' ? 'SEA' : vnMode;
}

/**
 * The merchant's VN prize mode from its vendor cards (SPEC §4): ELOTT if the ELOTT category has a
 * TCG_LOTTO_VN or LOTT card, else LOTT.
 */
export function vnPrizeMode(cards: readonly { gameCategory: string; vassalage: string }[]): 'LOTT' | 'ELOTT' {
  return cards.some((c) => c.gameCategory === 'ELOTT' && (c.vassalage === 'TCG_LOTTO_VN' || c.vassalage === 'LOTT'))
    ? 'ELOTT'
    : 'LOTT';
}
