/** What a fixture is played as: sports (SPORTS category) or e-sports (ESPORTS category). */
export type FixtureKind = 'SPORTS' | 'ESPORTS';

/**
 * A simulated sport: a match is `ticks` steps; at each step each side scores k points with probability `points[k]`
 * (the same law for both sides). A sport without a draw breaks a tie at the end with one more point for a side drawn
 * at random (extra time, a deciding round). `total` is the line of its over/under market (always x.5).
 */
export interface Sport {
  code: string;
  kind: FixtureKind;
  ticks: number;
  points: readonly number[];
  draw: boolean;
  total: number;
  teams: readonly string[];
}

export const SPORTS: readonly Sport[] = [
  {
    code: 'FOOTBALL',
    kind: 'SPORTS',
    ticks: 30,
    points: [0.955, 0.045],
    draw: true,
    total: 2.5,
    teams: ['Riverside FC', 'Northport United', 'Harbour City', 'Vale Rovers', 'Kingsbridge', 'Ashford Athletic'],
  },
  {
    code: 'BASKETBALL',
    kind: 'SPORTS',
    ticks: 30,
    points: [0.1, 0.1, 0.3, 0.3, 0.1, 0.1],
    draw: false,
    total: 152.5,
    teams: ['Metro Hawks', 'Bay Titans', 'Summit Bears', 'Coast Comets', 'Capital Kings', 'Delta Wolves'],
  },
  {
    code: 'LOL',
    kind: 'ESPORTS',
    ticks: 30,
    points: [0.5, 0.35, 0.15],
    draw: false,
    total: 39.5,
    teams: ['Azure Dragons', 'Nova Esports', 'Iron Lotus', 'Crimson Owls', 'Phantom Five', 'Zenith Gaming'],
  },
  {
    code: 'CS2',
    kind: 'ESPORTS',
    ticks: 30,
    points: [0.55, 0.45],
    draw: false,
    total: 27.5,
    teams: ['Frostbyte', 'Red Rift', 'Team Vector', 'Saber Squad', 'Onyx Five', 'Blitz Academy'],
  },
  {
    code: 'DOTA2',
    kind: 'ESPORTS',
    ticks: 30,
    points: [0.45, 0.4, 0.15],
    draw: false,
    total: 42.5,
    teams: ['Ancient Order', 'Mid or Feed', 'Radiant Sun', 'Dire Wolves', 'Roshan Hunters', 'Tidebound'],
  },
];

export const SPORTS_OF: Record<FixtureKind, readonly Sport[]> = {
  SPORTS: SPORTS.filter((s) => s.kind === 'SPORTS'),
  ESPORTS: SPORTS.filter((s) => s.kind === 'ESPORTS'),
};

export function sportOf(code: string): Sport {
  const sport = SPORTS.find((s) => s.code === code);
  if (!sport) throw new Error(`unknown sport ${code}`);
  return sport;
}
