import {
  baccaratReturn,
  bankerDraws,
  cardValue,
  dealBaccarat,
  freshShoe,
  SHOE_SIZE,
  type BaccaratHand,
} from '../../../src/modules/demo-live/baccarat';

/** A card of `rank` (1 ace … 13 king), clubs. */
const c = (rank: number): number => rank - 1;
/** Deals the cards in order: the rng always takes the first card left. */
const deal = (...ranks: number[]) => {
  const shoe = ranks.map(c);
  const hand = dealBaccarat(shoe, () => 0);
  return { hand, left: shoe.length };
};

describe('baccarat (punto banco)', () => {
  it('values cards: ace 1, 2–9 face value, tens and pictures 0', () => {
    expect([1, 2, 9, 10, 11, 12, 13].map((r) => cardValue(c(r)))).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(cardValue(13 + 4)).toBe(5);
  });

  it('a fresh 8-deck shoe holds 32 of each card', () => {
    const shoe = freshShoe();
    expect(shoe).toHaveLength(SHOE_SIZE);
    expect(shoe.filter((x) => x === 0)).toHaveLength(8);
  });

  it('deals player, banker, player, banker; a natural stands both hands', () => {
    const { hand, left } = deal(4, 10, 5, 13, 9, 9);
    expect(hand).toMatchObject({ player: [c(4), c(5)], banker: [c(10), c(13)], playerTotal: 9, bankerTotal: 0 });
    expect(hand.winner).toBe('PLAYER');
    expect(left).toBe(2);
  });

  it('the player draws on 0–5; a banker on 7 stands', () => {
    const { hand } = deal(2, 3, 3, 4, 4, 9);
    expect(hand.player).toEqual([c(2), c(3), c(4)]);
    expect(hand.banker).toEqual([c(3), c(4)]);
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 7, winner: 'PLAYER' });
  });

  it('a banker on 3 stands when the player drew an 8; pairs are the first two cards', () => {
    const { hand } = deal(1, 2, 1, 1, 8, 5);
    expect(hand).toMatchObject({
      playerTotal: 0,
      bankerTotal: 3,
      winner: 'BANKER',
      playerPair: true,
      bankerPair: false,
    });
    expect(hand.banker).toHaveLength(2);
  });

  it('a banker on 6 draws when the player drew a 6 or 7', () => {
    const { hand } = deal(2, 3, 2, 3, 6, 3);
    expect(hand).toMatchObject({
      playerTotal: 0,
      bankerTotal: 9,
      winner: 'BANKER',
      playerPair: true,
      bankerPair: true,
    });
  });

  it('when the player stands (6/7) the banker draws on 0–5 only', () => {
    expect(deal(3, 2, 3, 2, 1).hand).toMatchObject({
      player: [c(3), c(3)],
      playerTotal: 6,
      bankerTotal: 5,
      winner: 'PLAYER',
    });
    expect(deal(3, 3, 3, 3, 1).hand).toMatchObject({ playerTotal: 6, bankerTotal: 6, winner: 'TIE' });
  });

  it('follows the whole banker tableau', () => {
    const draws = (b: number, third: number | null) =>
      bankerDraws(b, third === null ? null : c(third === 0 ? 10 : third));
    for (const p of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(draws(0, p) && draws(1, p) && draws(2, p)).toBe(true);
      expect(draws(7, p)).toBe(false);
    }
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => draws(3, p))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 1].map(Boolean));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => draws(4, p))).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 0, 0].map(Boolean));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => draws(5, p))).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 0, 0].map(Boolean));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((p) => draws(6, p))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 0, 0].map(Boolean));
    expect([draws(5, null), draws(6, null)]).toEqual([true, false]);
  });

  it('pays PLAYER 1:1, BANKER 0.95:1, TIE 8:1, pairs 11:1 and pushes PLAYER/BANKER on a tie', () => {
    const hand = (winner: BaccaratHand['winner'], pairs = false): BaccaratHand => ({
      player: [],
      banker: [],
      playerTotal: 0,
      bankerTotal: 0,
      winner,
      playerPair: pairs,
      bankerPair: false,
    });
    expect(baccaratReturn('PLAYER', 1_000, hand('PLAYER'))).toBe(2_000);
    expect(baccaratReturn('PLAYER', 1_000, hand('BANKER'))).toBe(0);
    expect(baccaratReturn('BANKER', 1_000, hand('BANKER'))).toBe(1_950);
    expect(baccaratReturn('BANKER', 1_010, hand('BANKER'))).toBe(1_969);
    expect(baccaratReturn('PLAYER', 1_000, hand('TIE'))).toBe(1_000);
    expect(baccaratReturn('BANKER', 1_000, hand('TIE'))).toBe(1_000);
    expect(baccaratReturn('TIE', 1_000, hand('TIE'))).toBe(9_000);
    expect(baccaratReturn('TIE', 1_000, hand('PLAYER'))).toBe(0);
    expect(baccaratReturn('PLAYER_PAIR', 1_000, hand('PLAYER', true))).toBe(12_000);
    expect(baccaratReturn('BANKER_PAIR', 1_000, hand('PLAYER', true))).toBe(0);
  });
});
