import { periodJobId } from '../../../src/infra/jobs';
import { assertSchedule, dueInstants, nextInstant, periodOf } from '../../../src/infra/jobs/schedule';

const at = (iso: string) => Date.parse(iso);

describe('job schedules', () => {
  it('puts `every` instants on multiples of the period since the epoch, shifted by the offset', () => {
    const now = at('2025-03-01T12:07:31.500Z');
    expect(dueInstants({ every: 300 }, now, 2).map(periodOf)).toEqual([
      '2025-03-01T12:00:00.000Z',
      '2025-03-01T12:05:00.000Z',
    ]);
    expect(periodOf(nextInstant({ every: 300 }, now))).toBe('2025-03-01T12:10:00.000Z');
    // Daily at midnight UTC+7 = 17:00 UTC.
    expect(dueInstants({ every: 86_400, offsetSeconds: 17 * 3600 }, now, 1).map(periodOf)).toEqual([
      '2025-02-28T17:00:00.000Z',
    ]);
    // An instant is due at its own millisecond.
    expect(dueInstants({ every: 2 }, at('2025-03-01T12:00:02.000Z'), 1).map(periodOf)).toEqual([
      '2025-03-01T12:00:02.000Z',
    ]);
  });

  it('follows cron expressions in a time zone', () => {
    const now = at('2025-03-01T12:07:31.500Z');
    expect(dueInstants({ cron: '*/3 * * * *' }, now, 2).map(periodOf)).toEqual([
      '2025-03-01T12:03:00.000Z',
      '2025-03-01T12:06:00.000Z',
    ]);
    expect(periodOf(nextInstant({ cron: '0 0 * * *', tz: 'Asia/Ho_Chi_Minh' }, now))).toBe('2025-03-01T17:00:00.000Z');
    expect(dueInstants({ cron: '0 * * * *' }, at('2025-03-01T13:00:00.000Z'), 1).map(periodOf)).toEqual([
      '2025-03-01T13:00:00.000Z',
    ]);
  });

  it('refuses schedules that cannot work', () => {
    expect(() => assertSchedule({ every: 0 })).toThrow(/every/);
    expect(() => assertSchedule({ every: 1.5 })).toThrow(/every/);
    expect(() => assertSchedule({ every: 60, offsetSeconds: 60 })).toThrow(/offsetSeconds/);
    expect(() => assertSchedule({ cron: 'not a cron' })).toThrow();
    expect(() => assertSchedule({ cron: '*/5 * * * *', tz: 'UTC' })).not.toThrow();
  });

  it('gives each (job, period) one stable UUID', () => {
    const id = periodJobId('lottery-draw', '2025-03-01T12:05:00.000Z');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(periodJobId('lottery-draw', '2025-03-01T12:05:00.000Z')).toBe(id);
    expect(periodJobId('lottery-draw', '2025-03-01T12:06:00.000Z')).not.toBe(id);
    expect(periodJobId('salary', '2025-03-01T12:05:00.000Z')).not.toBe(id);
  });
});
