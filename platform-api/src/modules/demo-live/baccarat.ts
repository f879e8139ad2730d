import type { Rng } from '../../infra/rng';

/** Punto banco over an 8-deck shoe (416 cards). A card is 0…51: rank = card % 13 + 1 (1 ace … 13 king), suit = ⌊card / 13⌋. */
export const SHOE_DECKS = 8;
export const SHOE_SIZE = SHOE_DECKS * 52;
/** The cut card: a shoe with fewer cards left is replaced by a fresh one before the next hand. */
export const CUT_CARD = 14;

export type BaccaratSpot = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR';
export const BACCARAT_SPOTS: readonly BaccaratSpot[] = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'];

export interface BaccaratHand {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'PLAYER' | 'BANKER' | 'TIE';
  playerPair: boolean;
  bankerPair: boolean;
}

/** A fresh, ordered shoe; cards are drawn from it at random (`dealBaccarat`), which is a shuffle done lazily. */
export const freshShoe = (): number[] => Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);

export const cardRank = (card: number): number => (card % 13) + 1;
/** Baccarat value: ace 1, 2–9 face value, tens and pictures 0. */
export const cardValue = (card: number): number => {
  const r = cardRank(card);
  return r >= 10 ? 0 : r;
};
const total = (cards: readonly number[]): number => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

/**
 * Whether the banker draws a third card (punto banco tableau) given its two-card total and the player's third
 * card (null when the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/**
 * Deals one hand from `shoe` (mutated: the dealt cards leave it), each card drawn uniformly from what is left with
 * `rng`. Order: player, banker, player, banker; a natural (8 or 9 on either side) stands both; else the player draws on
 * 0–5 and the banker follows the tableau (`bankerDraws`).
 */
export function dealBaccarat(shoe: number[], rng: Rng): BaccaratHand {
  const draw = (): number => {
    if (shoe.length === 0) throw new Error('the shoe is empty');
    return shoe.splice(rng(shoe.length), 1)[0]!;
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: cardRank(player[0]!) === cardRank(player[1]!),
    bankerPair: cardRank(banker[0]!) === cardRank(banker[1]!),
  };
}

/**
 * What a bet on `spot` returns (stake included; 0 when lost), in minor units rounded down: PLAYER 1:1, BANKER 0.95:1,
 * TIE 8:1, PLAYER_PAIR / BANKER_PAIR 11:1; PLAYER and BANKER bets are pushed (stake back) on a tie.
 */
export function baccaratReturn(spot: BaccaratSpot, amount: number, hand: BaccaratHand): number {
  switch (spot) {
    case 'PLAYER':
      return hand.winner === 'PLAYER' ? amount * 2 : hand.winner === 'TIE' ? amount : 0;
    case 'BANKER':
      return hand.winner === 'BANKER' ? amount + Math.floor((amount * 95) / 100) : hand.winner === 'TIE' ? amount : 0;
    case 'TIE':
      return hand.winner === 'TIE' ? amount * 9 : 0;
    case 'PLAYER_PAIR':
      return hand.playerPair ? amount * 12 : 0;
    case 'BANKER_PAIR':
      return hand.bankerPair ? amount * 12 : 0;
  }
}
