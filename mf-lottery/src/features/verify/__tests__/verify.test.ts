import { deriveResult, seedHash, type Draw } from 'shared-contracts/lottery';
import { matches, verifyDraw } from '../verify';

const SEED = '5f'.repeat(32);

async function drawn(): Promise<Draw> {
  return {
    gameCode: 'VN_FAST_1M',
    numero: '202603010001',
    status: 'SETTLED',
    opensAt: '2026-02-28T17:00:00.000Z',
    closesAt: '2026-02-28T17:00:55.000Z',
    drawAt: '2026-02-28T17:01:00.000Z',
    seedHash: await seedHash(SEED),
    seed: SEED,
    result: await deriveResult('NORTH', SEED, 'VN_FAST_1M', '202603010001'),
  };
}

describe('verifying a draw in the browser', () => {
  it('matches a result that follows from the revealed seed that was committed to', async () => {
    const v = await verifyDraw(await drawn(), 'NORTH');
    expect(v).toMatchObject({ hashOk: true, resultOk: true });
    expect(matches(v!)).toBe(true);
  });

  it('finds a changed number of the published result', async () => {
    const d = await drawn();
    const result = { ...d.result!, G7: ['00', ...d.result!.G7!.slice(1)] };
    if (d.result!.G7![0] === '00') result.G7 = ['01', ...d.result!.G7!.slice(1)];
    const v = (await verifyDraw({ ...d, result }, 'NORTH'))!;
    expect([v.hashOk, v.resultOk, matches(v)]).toEqual([true, false, false]);
  });

  it('finds a seed that is not the one whose hash was published', async () => {
    const d = await drawn();
    const v = (await verifyDraw({ ...d, seedHash: await seedHash('6a'.repeat(32)) }, 'NORTH'))!;
    expect([v.hashOk, v.resultOk, matches(v)]).toEqual([false, true, false]);
  });

  it('has nothing to check before the draw (no seed yet)', async () => {
    expect(await verifyDraw({ ...(await drawn()), status: 'OPEN', seed: null, result: null }, 'NORTH')).toBeNull();
  });
});
