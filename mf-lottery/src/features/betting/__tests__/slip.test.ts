import { draftLine, mergeNumbers, parseTyped, slipHasRoom, slipTotal, toggleNumber, type Draft } from '../slip';

const draft = (over: Partial<Draft>): Draft => ({
  betType: 'LO2',
  numbers: ['07'],
  unit: '1000',
  multiplier: '1',
  ...over,
});

describe('the bet slip rules', () => {
  it('reads typed numbers of the type digit count, separated by spaces or commas, without repeats', () => {
    expect(parseTyped('12 34,56;12', 'LO2')).toEqual(['12', '34', '56']);
    expect(parseTyped('123, 456', 'BA_CANG')).toEqual(['123', '456']);
    expect(parseTyped('1 2', 'DE_TAIL')).toEqual(['1', '2']);
    expect(parseTyped('12 3', 'LO2')).toBeNull();
    expect(parseTyped('1a', 'LO2')).toBeNull();
    expect(parseTyped('   ', 'LO2')).toBeNull();
  });

  it('toggles numbers sorted, and never picks more than a combination holds', () => {
    expect(toggleNumber(['40'], '07', 'LO2')).toEqual(['07', '40']);
    expect(toggleNumber(['07', '40'], '07', 'LO2')).toEqual(['40']);
    expect(toggleNumber(['01', '02'], '03', 'XIEN2')).toEqual(['01', '02']);
    expect(mergeNumbers(['01'], ['03', '02', '01', '04'], 'XIEN3')).toEqual(['01', '02', '03']);
  });

  it('turns a draft into a line in minor units', () => {
    expect(draftLine('NORTH', draft({ numbers: ['07', '42'], unit: '1,000.50', multiplier: '3' }))).toEqual({
      line: { betType: 'LO2', numbers: ['07', '42'], unit: 100_050, multiplier: 3 },
    });
  });

  it('names the first problem: the numbers, the stake, then the multiplier', () => {
    expect(draftLine('NORTH', draft({ numbers: [] }))).toEqual({
      problem: { field: 'numbers', key: 'err_numbers_each', params: { digits: 2 } },
    });
    expect(draftLine('NORTH', draft({ betType: 'XIEN3', numbers: ['01', '02'] }))).toEqual({
      problem: { field: 'numbers', key: 'err_numbers_combo', params: { count: 3 } },
    });
    expect(draftLine('NORTH', draft({ unit: '0.50' }))).toMatchObject({ problem: { field: 'unit' } });
    expect(draftLine('NORTH', draft({ unit: 'abc' }))).toMatchObject({ problem: { field: 'unit' } });
    expect(draftLine('NORTH', draft({ multiplier: '101' }))).toMatchObject({ problem: { field: 'multiplier' } });
    expect(draftLine('NORTH', draft({ multiplier: '1.5' }))).toMatchObject({ problem: { field: 'multiplier' } });
  });

  it('refuses a bet type the structure does not offer (the shared line check)', () => {
    expect(draftLine('THAI', draft({ betType: 'LO2' }))).toEqual({
      problem: { field: 'numbers', key: 'common:err_lottery_bet_type' },
    });
  });

  it('totals each number of an "each" line and one stake per combination', () => {
    const lines = [
      { betType: 'LO2' as const, numbers: ['01', '02', '03'], unit: 1000, multiplier: 2 },
      { betType: 'XIEN2' as const, numbers: ['01', '02'], unit: 500, multiplier: 1 },
    ];
    expect(slipTotal(lines)).toBe(6_500);
    expect(slipHasRoom(lines)).toBe(true);
    expect(slipHasRoom(Array.from({ length: 20 }, () => lines[0]!))).toBe(false);
  });
});
