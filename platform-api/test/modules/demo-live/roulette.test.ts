import { rouletteColour, rouletteReturn, RED_NUMBERS } from '../../../src/modules/demo-live/roulette';
import { drawResult, tableForGame } from '../../../src/modules/demo-live/tables';
import { sequenceRng } from '../demo-vendor/rng-helpers';

describe('European roulette', () => {
  it('has 18 red, 18 black and a green zero', () => {
    expect(RED_NUMBERS.size).toBe(18);
    const colours = Array.from({ length: 37 }, (_, n) => rouletteColour(n));
    expect(colours.filter((x) => x === 'BLACK')).toHaveLength(18);
    expect(colours[0]).toBe('GREEN');
  });

  it('draws a pocket 0–36 with the rng', () => {
    expect(drawResult('ROULETTE', [], sequenceRng([17]))).toEqual({ game: 'ROULETTE', number: 17, colour: 'BLACK' });
  });

  it('pays straight 35:1, even chances 1:1, dozens 2:1; zero loses the outside bets', () => {
    expect(rouletteReturn('N17', 1_000, 17)).toBe(36_000);
    expect(rouletteReturn('N17', 1_000, 18)).toBe(0);
    expect(rouletteReturn('N0', 1_000, 0)).toBe(36_000);
    expect(rouletteReturn('BLACK', 1_000, 17)).toBe(2_000);
    expect(rouletteReturn('RED', 1_000, 17)).toBe(0);
    expect(rouletteReturn('ODD', 1_000, 17)).toBe(2_000);
    expect(rouletteReturn('EVEN', 1_000, 17)).toBe(0);
    expect(rouletteReturn('LOW', 1_000, 18)).toBe(2_000);
    expect(rouletteReturn('HIGH', 1_000, 19)).toBe(2_000);
    expect(rouletteReturn('DOZEN2', 1_000, 17)).toBe(3_000);
    expect(rouletteReturn('DOZEN3', 1_000, 36)).toBe(3_000);
    for (const spot of ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH', 'DOZEN1', 'DOZEN2', 'DOZEN3'])
      expect(rouletteReturn(spot, 1_000, 0)).toBe(0);
  });

  it('maps every LIVE catalogue game to a table: odd numbers baccarat, even roulette', () => {
    expect(tableForGame('EVO_LIVE_0001').code).toBe('BAC1');
    expect(tableForGame('EVO_LIVE_0002').code).toBe('ROU1');
    expect(tableForGame('SEXY_LIVE_0017').code).toBe('BAC1');
    expect(tableForGame('X', 'Lightning Roulette').code).toBe('ROU1');
    expect(['BAC1', 'ROU1']).toContain(tableForGame('DG').code);
  });
});
