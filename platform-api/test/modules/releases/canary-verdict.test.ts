/** Unit: when the canary guard halts a canary, and the reason it gives. */
import { canaryVerdict } from '../../../src/modules/releases/canary-verdict';

const sums = (version: string, loads: number, loadFailures: number, mountErrors = 0) => ({
  remote: 'mf_games' as const,
  version,
  loads,
  loadFailures,
  mountErrors,
});
const policy = { canaryMinLoads: 20, canaryMaxExcess: 0.05 };

describe('canaryVerdict', () => {
  it('halts a canary with enough loads whose rate exceeds the stable’s by more than the margin', () => {
    const v = canaryVerdict(
      { version: '1.1.0', sums: sums('1.1.0', 20, 6, 2) },
      { version: '1.0.0', sums: sums('1.0.0', 200, 0) },
      policy,
    );
    expect(v).toEqual({
      halt: true,
      reason: 'automatic: 8 of 20 loads failed (40 %) against 0 % on 1.0.0',
      canary: { version: '1.1.0', loads: 20, failures: 8, rate: 0.4 },
      stable: { version: '1.0.0', loads: 200, failures: 0, rate: 0 },
    });
  });

  it('waits for the minimum of loads', () => {
    const v = canaryVerdict(
      { version: '1.1.0', sums: sums('1.1.0', 19, 19) },
      { version: '1.0.0', sums: undefined },
      policy,
    );
    expect(v.halt).toBe(false);
  });

  it('tolerates the margin over the stable’s rate, not more', () => {
    const stable = { version: '1.0.0', sums: sums('1.0.0', 100, 10) };
    expect(canaryVerdict({ version: '1.1.0', sums: sums('1.1.0', 100, 15) }, stable, policy).halt).toBe(false);
    expect(canaryVerdict({ version: '1.1.0', sums: sums('1.1.0', 100, 16) }, stable, policy).halt).toBe(true);
  });

  it('counts a version without reports as no loads and no failures; a rate never passes 100 %', () => {
    const v = canaryVerdict(
      { version: '1.1.0', sums: sums('1.1.0', 20, 20, 20) },
      { version: '1.0.0', sums: undefined },
      policy,
    );
    expect(v.canary.rate).toBe(1);
    expect(v.reason).toBe('automatic: 40 of 20 loads failed (100 %) against 0 % on 1.0.0');
  });
});
