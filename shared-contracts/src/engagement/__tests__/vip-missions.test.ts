import { missionPeriod } from '../missions';
import { vipConfigProblem, vipLevelFor, vipProgress, type VipLevel } from '../vip';

const level = (n: number, minDeposit: number, minTurnover: number): VipLevel => ({
  level: n,
  label: `VIP ${n}`,
  minDeposit,
  minTurnover,
  upgradeBonus: 0,
  turnoverMultiple: 0,
  benefits: [],
});

describe('missionPeriod', () => {
  it('is the UTC day for DAILY', () => {
    const p = missionPeriod('DAILY', new Date('2025-03-05T23:59:59.999Z'));
    expect([p.start.toISOString(), p.end.toISOString()]).toEqual([
      '2025-03-05T00:00:00.000Z',
      '2025-03-06T00:00:00.000Z',
    ]);
  });

  it('is the ISO week from Monday 00:00 UTC for WEEKLY, Sunday included', () => {
    // 2025-03-09 is a Sunday, 2025-03-10 a Monday.
    const sunday = missionPeriod('WEEKLY', new Date('2025-03-09T23:59:59.999Z'));
    expect([sunday.start.toISOString(), sunday.end.toISOString()]).toEqual([
      '2025-03-03T00:00:00.000Z',
      '2025-03-10T00:00:00.000Z',
    ]);
    expect(missionPeriod('WEEKLY', new Date('2025-03-10T00:00:00.000Z')).start.toISOString()).toBe(
      '2025-03-10T00:00:00.000Z',
    );
  });
});

describe('VIP rules', () => {
  const levels = [level(0, 0, 0), level(1, 100, 10), level(2, 500, 50)];

  it('takes the highest level whose minimums both measures meet', () => {
    expect(vipLevelFor(levels, 0, 0)).toBe(0);
    expect(vipLevelFor(levels, 100, 9)).toBe(0);
    expect(vipLevelFor(levels, 100, 10)).toBe(1);
    expect(vipLevelFor(levels, 10_000, 49)).toBe(1);
    expect(vipLevelFor(levels, 500, 50)).toBe(2);
  });

  it('measures progress in whole percent, capped at 100', () => {
    expect(vipProgress(0, 300)).toEqual({ current: 0, required: 300, percent: 0 });
    expect(vipProgress(299, 300).percent).toBe(99);
    expect(vipProgress(900, 300).percent).toBe(100);
    expect(vipProgress(5, 0).percent).toBe(100);
  });

  it('accepts levels 0..n with rising minimums only', () => {
    expect(vipConfigProblem(levels)).toBeNull();
    expect(vipConfigProblem([level(1, 0, 0)])?.field).toBe('levels.0.level');
    expect(vipConfigProblem([level(0, 1, 0)])?.field).toBe('levels.0');
    expect(vipConfigProblem([level(0, 0, 0), level(1, 100, 10), level(2, 50, 60)])?.field).toBe('levels.2');
    expect(vipConfigProblem([level(0, 0, 0), level(1, 100, 10), level(2, 100, 10)])?.field).toBe('levels.2');
    expect(vipConfigProblem([level(0, 0, 0), { ...level(1, 1, 1), label: 'vip 0' }])?.field).toBe('levels');
  });
});
