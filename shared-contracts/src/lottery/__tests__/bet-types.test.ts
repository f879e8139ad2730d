import { createHmac } from 'node:crypto';
import { betPayout, lineError, linePayout, lineStake, lineBets, type BetType, type SlipLine } from '../bet-types';
import { deriveResult } from '../fair';
import { STRUCTURES, type LotteryResult, type Structure } from '../games';

/** 45 is the lô of DB, both G2, a G4, a G5, a G6 and a G7 (7 times); 90 ends G1; 345 ends DB and a G4 (LO3 twice). */
const NORTH: LotteryResult = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11145', '22245'],
  G3: ['33311', '44422', '55533', '66644', '77755', '88866'],
  G4: ['1345', '3402', '5603', '7804'],
  G5: ['9145', '9246', '9347', '9448', '9549', '9650'],
  G6: ['145', '246', '347'],
  G7: ['45', '12', '34', '56'],
};
/** A six-digit special prize; 07 is the lô of DB and G8; the 3-digit G7 counts for LO3. */
const SOUTH: LotteryResult = {
  DB: ['654307'],
  G1: ['11111'],
  G2: ['22222'],
  G3: ['33333', '44444'],
  G4: ['50000', '50001', '50002', '50003', '50004', '50005', '50006'],
  G5: ['6660'],
  G6: ['7770', '7771', '7772'],
  G7: ['307'],
  G8: ['07'],
};
/** FIRST 123456; FRONT3 twice 777; BACK3 888 and 889; BACK2 42. */
const THAI: LotteryResult = { FIRST: ['123456'], FRONT3: ['777', '777'], BACK3: ['888', '889'], BACK2: ['42'] };

/** Pays per unit stake 1 at odds 100: the payout is the number of hits. */
const hits = (type: BetType, numbers: string[], r: LotteryResult) => betPayout(type, numbers, 1, 100, r);

describe('bet types: what each pays', () => {
  it('lô pays per occurrence of the last two (LO2) or three (LO3) digits', () => {
    expect(hits('LO2', ['45'], NORTH)).toBe(7);
    expect(hits('LO2', ['90'], NORTH)).toBe(1);
    expect(hits('LO2', ['99'], NORTH)).toBe(0);
    expect(hits('LO3', ['345'], NORTH)).toBe(2);
    expect(hits('LO3', ['145'], NORTH)).toBe(3);
    expect(hits('LO2', ['07'], SOUTH)).toBe(3);
    expect(hits('LO3', ['307'], SOUTH)).toBe(2);
  });

  it('đề, đề giải nhất, đầu, đuôi and 3 càng read the special prize (G1 for đề giải nhất)', () => {
    expect([hits('DE', ['45'], NORTH), hits('DE', ['44'], NORTH)]).toEqual([1, 0]);
    expect([hits('DE_FIRST', ['90'], NORTH), hits('DE_FIRST', ['45'], NORTH)]).toEqual([1, 0]);
    expect([hits('DE_HEAD', ['4'], NORTH), hits('DE_HEAD', ['5'], NORTH)]).toEqual([1, 0]);
    expect([hits('DE_TAIL', ['5'], NORTH), hits('DE_TAIL', ['4'], NORTH)]).toEqual([1, 0]);
    expect([hits('BA_CANG', ['345'], NORTH), hits('BA_CANG', ['145'], NORTH)]).toEqual([1, 0]);
    expect([hits('DE', ['07'], SOUTH), hits('DE_HEAD', ['0'], SOUTH), hits('BA_CANG', ['307'], SOUTH)]).toEqual([
      1, 1, 1,
    ]);
  });

  it('xiên pays once when every number is a lô; lô trượt once when none is', () => {
    expect(hits('XIEN2', ['45', '90'], NORTH)).toBe(1);
    expect(hits('XIEN3', ['45', '90', '11'], NORTH)).toBe(1);
    expect(hits('XIEN4', ['45', '90', '11', '99'], NORTH)).toBe(0);
    expect(hits('TRUOT4', ['70', '71', '72', '73'], NORTH)).toBe(1);
    expect(hits('TRUOT4', ['70', '71', '72', '45'], NORTH)).toBe(0);
    const none = ['13', '14', '15', '16', '17', '18', '19', '20'];
    expect(hits('TRUOT8', none, NORTH)).toBe(1);
    expect(hits('TRUOT10', [...none, '21', '23'], NORTH)).toBe(1);
    expect(hits('TRUOT10', [...none, '21', '90'], NORTH)).toBe(0);
  });

  it('the SEA types read the first prize and the 3- and 2-digit prizes', () => {
    expect([hits('TOP3', ['456'], THAI), hits('TOP3', ['123'], THAI)]).toEqual([1, 0]);
    expect([hits('TOP2', ['56'], THAI), hits('TOP2', ['42'], THAI)]).toEqual([1, 0]);
    expect([hits('BOTTOM2', ['42'], THAI), hits('BOTTOM2', ['56'], THAI)]).toEqual([1, 0]);
    expect([hits('FRONT3', ['777'], THAI), hits('FRONT3', ['888'], THAI)]).toEqual([2, 0]);
    expect([hits('BACK3', ['889'], THAI), hits('BACK3', ['777'], THAI)]).toEqual([1, 0]);
  });

  it('pays floor(unit × multiplier × odds × hits / 100) per number, summed over the line', () => {
    const lo: SlipLine = { betType: 'LO2', numbers: ['45', '90', '99'], unit: 1_001, multiplier: 3 };
    // 45: 3,003 × 350 × 7 / 100 = 73,573.5 → 73,573; 90: × 1 = 10,510.5 → 10,510; 99 pays nothing.
    expect(linePayout(lo, 350, NORTH)).toBe(73_573 + 10_510);
    expect(linePayout({ betType: 'XIEN2', numbers: ['90', '45'], unit: 1_000, multiplier: 2 }, 1_600, NORTH)).toBe(
      32_000,
    );
    expect(linePayout({ betType: 'DE', numbers: ['00', '01'], unit: 1_000, multiplier: 1 }, 9_500, NORTH)).toBe(0);
  });
});

describe('lines', () => {
  const ok = (l: Partial<SlipLine>, s: Structure = 'NORTH') =>
    lineError(s, { betType: 'LO2', numbers: ['12'], unit: 1_000, multiplier: 1, ...l });
  it('accepts a valid line and names the field of an invalid one', () => {
    expect(ok({})).toBeNull();
    expect(ok({ betType: 'TOP3', numbers: ['123'] }, 'THAI')).toBeNull();
    expect(ok({ betType: 'TOP3', numbers: ['123'] })).toEqual({ field: 'betType', message: 'err_lottery_bet_type' });
    expect(ok({}, 'THAI')).toEqual({ field: 'betType', message: 'err_lottery_bet_type' });
    expect(ok({ numbers: [] })?.field).toBe('numbers');
    expect(ok({ numbers: ['1'] })?.field).toBe('numbers');
    expect(ok({ numbers: ['123'] })?.field).toBe('numbers');
    expect(ok({ numbers: ['1a'] })?.field).toBe('numbers');
    expect(ok({ numbers: ['12', '12'] })?.field).toBe('numbers');
    expect(ok({ numbers: Array.from({ length: 101 }, (_, i) => String(i % 100).padStart(2, '0')) })?.field).toBe(
      'numbers',
    );
    expect(ok({ betType: 'XIEN3', numbers: ['01', '02'] })?.field).toBe('numbers');
    expect(ok({ betType: 'XIEN3', numbers: ['01', '02', '03'] })).toBeNull();
    expect(ok({ betType: 'TRUOT4', numbers: ['01', '02', '03', '04', '05'] })?.field).toBe('numbers');
    expect(ok({ unit: 99 })).toEqual({ field: 'unit', message: 'err_lottery_unit' });
    expect(ok({ unit: 10_000_001 })?.field).toBe('unit');
    expect(ok({ unit: 100.5 })?.field).toBe('unit');
    expect(ok({ multiplier: 0 })).toEqual({ field: 'multiplier', message: 'err_lottery_multiplier' });
    expect(ok({ multiplier: 101 })?.field).toBe('multiplier');
  });

  it('stakes unit × multiplier per number, or once for a combination', () => {
    expect(lineStake({ betType: 'LO2', numbers: ['01', '02', '03'], unit: 1_000, multiplier: 2 })).toBe(6_000);
    expect(lineStake({ betType: 'XIEN4', numbers: ['04', '01', '03', '02'], unit: 1_000, multiplier: 2 })).toBe(2_000);
    expect(lineBets({ betType: 'XIEN2', numbers: ['45', '01'] })).toEqual([['01', '45']]);
  });
});

/** The documented derivation (fair.ts), written again with node:crypto. */
function reference(structure: Structure, seed: string, game: string, numero: string): LotteryResult {
  const digits: string[] = [];
  const need = STRUCTURES[structure].reduce((s, p) => s + p.count * p.digits, 0);
  for (let i = 0; digits.length < need; i += 1) {
    const block = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${game}:${numero}:${i}`).digest();
    for (const b of block) if (b < 250 && digits.length < need) digits.push(String(b % 10));
  }
  const out: LotteryResult = {};
  let at = 0;
  for (const p of STRUCTURES[structure]) {
    out[p.key] = Array.from({ length: p.count }, () => {
      const n = digits.slice(at, at + p.digits).join('');
      at += p.digits;
      return n;
    });
  }
  return out;
}

describe('deriveResult against an independent node:crypto implementation', () => {
  it.each([
    ['NORTH', 'VN_FAST_1M', '202611250001'],
    ['SOUTH', 'VN_SOUTH', '20261125'],
    ['THAI', 'SEA_THAI_5M', '202611250042'],
  ] as const)('%s', async (structure, game, numero) => {
    for (const seed of ['00'.repeat(32), 'a1'.repeat(32), '3c9f'.repeat(16)]) {
      expect(await deriveResult(structure, seed, game, numero)).toEqual(reference(structure, seed, game, numero));
    }
  });

  it('gives a known result for a known seed', async () => {
    const r = await deriveResult('THAI', 'a1'.repeat(32), 'SEA_THAI_5M', '202611250042');
    expect(r).toEqual(reference('THAI', 'a1'.repeat(32), 'SEA_THAI_5M', '202611250042'));
    expect(Object.values(r).flat().join(' ')).toMatch(/^\d{6} \d{3} \d{3} \d{3} \d{3} \d{2}$/);
  });
});
