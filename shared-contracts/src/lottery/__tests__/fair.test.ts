import { deriveResult, seedHash, isSeed, sameResult } from '../fair';
import { STRUCTURES } from '../games';

const SEED = '0f'.repeat(32);

describe('provably fair results', () => {
  it('derives the same northern result from the same seed, game and numero', async () => {
    const a = await deriveResult('NORTH', SEED, 'VN_FAST_1M', '202611250001');
    const b = await deriveResult('NORTH', SEED, 'VN_FAST_1M', '202611250001');
    expect(sameResult(a, b)).toBe(true);
    expect(a).toMatchSnapshot();
  });

  it('fills every prize of each structure with numbers of its digits', async () => {
    for (const structure of ['NORTH', 'SOUTH', 'THAI'] as const) {
      const r = await deriveResult(structure, SEED, 'G', '1');
      for (const p of STRUCTURES[structure]) {
        expect(r[p.key]).toHaveLength(p.count);
        for (const n of r[p.key]!) expect(n).toMatch(new RegExp(`^\\d{${p.digits}}$`));
      }
    }
    expect(Object.values(await deriveResult('NORTH', SEED, 'G', '1')).flat()).toHaveLength(27);
    expect(Object.values(await deriveResult('SOUTH', SEED, 'G', '1')).flat()).toHaveLength(18);
  });

  it('changes with the numero', async () => {
    const a = await deriveResult('NORTH', SEED, 'VN_FAST_1M', '202611250001');
    const b = await deriveResult('NORTH', SEED, 'VN_FAST_1M', '202611250002');
    expect(sameResult(a, b)).toBe(false);
  });

  it('publishes the SHA-256 of the seed as its hash', async () => {
    // sha256 of 64 ASCII "0" characters.
    expect(await seedHash('0'.repeat(64))).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    expect(isSeed(SEED)).toBe(true);
    expect(isSeed('XYZ')).toBe(false);
  });
});
