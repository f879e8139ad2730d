import type { GameCategory } from 'shared-contracts';

/** A vendor the platform integrates: every brand gets a card of each (on or off), in this order. */
export interface CatalogueVendor {
  code: string;
  name: string;
  category: GameCategory;
  isGame: 'GAME' | 'LOBBY' | 'VASSALAGE';
  /** Games the demo catalogue generates for this vendor (0 for vendors that start one game directly). */
  games: number;
  hot?: boolean;
}

const rng = (code: string, name: string, games: number, hot = false): CatalogueVendor => ({
  code,
  name,
  category: 'RNG',
  isGame: 'LOBBY',
  games,
  hot,
});

// Menu order inside each category follows this list. RNG has 17 vendors (> 10: large drop menu)
// and 9,702 games (DEMO's two from migration 016); with FISH, LIVE and PVP the catalogue holds about
// 10,000 games.
export const VENDOR_CATALOGUE: readonly CatalogueVendor[] = [
  { code: 'TCG_LOTTO_VN', name: 'VN Lottery', category: 'ELOTT', isGame: 'GAME', games: 0, hot: true },
  { code: 'LOTT', name: 'Lottery', category: 'LOTT', isGame: 'GAME', games: 0 },
  { code: 'SEA', name: 'SEA Lottery', category: 'LOTT', isGame: 'GAME', games: 0 },
  { code: 'EVO', name: 'Evolution', category: 'LIVE', isGame: 'VASSALAGE', games: 60, hot: true },
  { code: 'SEXY', name: 'AE Sexy', category: 'LIVE', isGame: 'VASSALAGE', games: 24 },
  { code: 'DG', name: 'Dream Gaming', category: 'LIVE', isGame: 'GAME', games: 0 },
  { code: 'WM', name: 'WM Casino', category: 'LIVE', isGame: 'GAME', games: 0 },
  { code: 'SABA', name: 'SABA Sports', category: 'SPORTS', isGame: 'GAME', games: 0, hot: true },
  { code: 'CMD', name: 'CMD368', category: 'SPORTS', isGame: 'GAME', games: 0 },
  { code: 'DS88', name: 'DS88 Cockfight', category: 'SPORTS', isGame: 'GAME', games: 0 },
  { code: 'DIG', name: 'DIG Cockfight', category: 'SPORTS', isGame: 'GAME', games: 0 },
  { code: 'AV', name: 'AV E-Sports', category: 'ESPORTS', isGame: 'GAME', games: 0 },
  { code: 'IMES', name: 'IM E-Sports', category: 'ESPORTS', isGame: 'GAME', games: 0 },
  { code: 'IA', name: 'IA E-Sports', category: 'ESPORTS', isGame: 'GAME', games: 0 },
  { code: 'AI', name: 'AI E-Sports', category: 'ESPORTS', isGame: 'GAME', games: 0 },
  { code: 'TF', name: 'TF Gaming', category: 'ESPORTS', isGame: 'GAME', games: 0 },
  { code: 'JILI', name: 'JILI Fishing', category: 'FISH', isGame: 'LOBBY', games: 30 },
  { code: 'JDB', name: 'JDB Fishing', category: 'FISH', isGame: 'LOBBY', games: 24 },
  { code: 'FC', name: 'Fa Chai Fishing', category: 'FISH', isGame: 'LOBBY', games: 18 },
  rng('PG', 'PG Soft', 900, true),
  rng('PP', 'Pragmatic Play', 880, true),
  rng('JILI', 'JILI', 800),
  rng('JDB', 'JDB', 760),
  rng('FC', 'Fa Chai', 700),
  rng('CQ9', 'CQ9', 680),
  rng('MG', 'Microgaming', 660),
  rng('HB', 'Habanero', 620),
  rng('RT', 'Red Tiger', 600),
  rng('NLC', 'Nolimit City', 520),
  rng('BNG', 'Booongo', 500),
  rng('KA', 'KA Gaming', 480),
  rng('SG', 'Spadegaming', 440),
  rng('PS', 'PlayStar', 400),
  rng('TTG', 'TopTrend', 380),
  rng('YGG', 'Yggdrasil', 380),
  { code: 'KM', name: 'Kingmaker', category: 'PVP', isGame: 'LOBBY', games: 120 },
  { code: 'V8', name: 'V8 Poker', category: 'PVP', isGame: 'LOBBY', games: 90 },
  // The demo vendor (src/modules/demo-vendor/): its two games, DEMO_SLOT and DEMO_DICE, are rows of
  // migration 016, not generated here.
  { code: 'DEMO', name: 'Demo Games', category: 'RNG', isGame: 'LOBBY', games: 0, hot: true },
];

/** A vendor card's key: its category and code (`FISH:JILI`; a vendor may serve two categories). */
export const vendorKey = (v: { category: string; code: string }): string => `${v.category}:${v.code}`;
