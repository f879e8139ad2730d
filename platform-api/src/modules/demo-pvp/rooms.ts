/**
 * The demo vendor's PVP rooms (issue 30): one catalogue shared by every brand, as a real PVP vendor's — a room is a
 * game at a stake; a brand's members see its rooms in the brand's currency (hands never mix currencies).
 */
export type PvpGame = 'DICE_DUEL' | 'HIGH_CARD';

export interface Room {
  /** `<game prefix>-<stake>`, e.g. DD-1000: the room's code in URLs (`&room=`) and the public rooms list. */
  code: string;
  game: PvpGame;
  /** Minor units of the brand's currency. */
  stake: number;
  seats: number;
}

/** The games: seats per hand, and (above 2 seats) the countdown once 2 players sit. */
export const GAMES: Record<PvpGame, { prefix: string; seats: number }> = {
  DICE_DUEL: { prefix: 'DD', seats: 2 },
  HIGH_CARD: { prefix: 'HC', seats: 4 },
};

/** The stake levels of every game: 1.00, 10.00, 100.00. */
export const ROOM_STAKES: readonly number[] = [100, 1_000, 10_000];

/** Seconds a hand of more than 2 seats waits, once at least 2 players sit, before it plays with those seated. */
export const COUNTDOWN_SECONDS = 10;

/** The house's commission: 5% of the pot, rounded down to the minor unit, at most RAKE_CAP (15.00) a hand. */
export const RAKE_PERCENT = 5;
export const RAKE_CAP = 1_500;

export const ROOMS: readonly Room[] = (Object.keys(GAMES) as PvpGame[]).flatMap((game) =>
  ROOM_STAKES.map((stake) => ({ code: `${GAMES[game].prefix}-${stake}`, game, stake, seats: GAMES[game].seats })),
);

/** The room of a code, or null. */
export const roomOf = (code: string): Room | null => ROOMS.find((r) => r.code === code) ?? null;
