import type { Rng } from '../../infra/rng';
import { RAKE_CAP, RAKE_PERCENT, type PvpGame } from './rooms';

/** What a seat drew: Dice Duel two dice per roll (one roll more for each tie it was in), High Card one card. */
export type Draw = { dice: [number, number][] } | { card: number };

export interface HandOutcome {
  /** One draw per seat, in seat order. */
  draws: Draw[];
  /** Indexes (into the seats) of the winners: one, or (Dice Duel's 20th tie) every seat still tied. */
  winners: number[];
}

/** Rolls of a Dice Duel tie before the pot is split among the still-tied players (a tie lasting 20 rolls: ≈ 0). */
export const MAX_ROLLS = 20;

const sum = (d: [number, number]) => d[0] + d[1];

/**
 * Dice Duel: every seat rolls two dice, the highest total wins; the players tied on the highest total roll again
 * (only they), until one is highest — after MAX_ROLLS ties the pot is split evenly among those still tied.
 */
function diceDuel(seats: number, rng: Rng): HandOutcome {
  const draws = Array.from({ length: seats }, () => ({ dice: [] as [number, number][] }));
  let live = draws.map((_, i) => i);
  for (let roll = 0; roll < MAX_ROLLS && live.length > 1; roll += 1) {
    for (const i of live) draws[i]!.dice.push([rng(6) + 1, rng(6) + 1]);
    const best = Math.max(...live.map((i) => sum(draws[i]!.dice[roll]!)));
    live = live.filter((i) => sum(draws[i]!.dice[roll]!) === best);
  }
  return { draws, winners: live };
}

/**
 * High Card: one card each from one shuffled 52-card deck (no two alike); the highest rank wins, and on equal ranks
 * the suit decides (♠ > ♥ > ♦ > ♣), so there is never a tie. Card = rank index × 4 + suit index (rank 0 = 2 … 12 = A;
 * suit 0 = ♣ … 3 = ♠): the highest number wins.
 */
function highCard(seats: number, rng: Rng): HandOutcome {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const cards: number[] = [];
  for (let i = 0; i < seats; i += 1) cards.push(deck.splice(rng(deck.length), 1)[0]!);
  const best = Math.max(...cards);
  return { draws: cards.map((card) => ({ card })), winners: [cards.indexOf(best)] };
}

/** Plays a hand of `game` for `seats` seated players with the injected RNG. */
export function playHand(game: PvpGame, seats: number, rng: Rng): HandOutcome {
  if (seats < 2) throw new Error('a hand needs 2 players');
  return game === 'DICE_DUEL' ? diceDuel(seats, rng) : highCard(seats, rng);
}

/** The house's rake of a pot: RAKE_PERCENT of it rounded down to the minor unit, at most RAKE_CAP. */
export const rakeOf = (pot: number): number => Math.min(Math.floor((pot * RAKE_PERCENT) / 100), RAKE_CAP);

/**
 * Each seat's payout: the winners share pot − rake; a share rounded down leaves a remainder of fewer minor units
 * than winners, paid one unit each to the first winners in seat order — nothing is lost: Σ payouts + rake = pot.
 * (The rake itself is rounded down, so its fraction stays in the pot, with the players.)
 */
export function payouts(stake: number, seats: number, winners: readonly number[]): { payouts: number[]; rake: number } {
  const pot = stake * seats;
  const rake = rakeOf(pot);
  const share = Math.floor((pot - rake) / winners.length);
  let remainder = pot - rake - share * winners.length;
  const out = new Array<number>(seats).fill(0);
  for (const w of [...winners].sort((a, b) => a - b)) {
    out[w] = share + (remainder > 0 ? 1 : 0);
    remainder -= 1;
  }
  return { payouts: out, rake };
}
