import { midnightIn, reportDays } from '../../../src/modules/reports/report-range';

describe("a report's days in a brand's time zone", () => {
  it.each([
    ['2026-03-10', 'Asia/Ho_Chi_Minh', '2026-03-09T17:00:00.000Z'],
    ['2026-03-10', 'UTC', '2026-03-10T00:00:00.000Z'],
    ['2026-03-10', 'Asia/Kolkata', '2026-03-09T18:30:00.000Z'],
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z'], // daylight saving starts at 02:00 that day
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'], // that midnight is skipped: 01:00 -03
  ])('%s begins in %s at %s', (day, zone, at) => {
    expect(midnightIn(day, zone).toISOString()).toBe(at);
  });

  it('defaults to the 7 days ending today in the zone, and covers them whole', () => {
    const r = reportDays({}, 'Asia/Ho_Chi_Minh', new Date('2026-11-30T18:00:00Z')); // 01:00 on Dec 1 there
    expect(r).toMatchObject({ from: '2026-11-25', to: '2026-12-01', timeZone: 'Asia/Ho_Chi_Minh' });
    expect([r.start.toISOString(), r.end.toISOString()]).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-12-01T17:00:00.000Z',
    ]);
    expect(r.dates).toHaveLength(7);
    expect(reportDays({ to: '2026-03-10' }, 'UTC', new Date()).from).toBe('2026-03-04');
  });

  it.each([
    [{ from: '2026-03-10', to: '2026-03-09' }, 'to'],
    [{ from: '2025-03-09', to: '2026-03-10' }, 'to'], // 367 days,
    [{ from: '2026-02-29' }, 'from'],
    [{ to: '10/03/2026' }, 'to'],
  ])('refuses %j on %s', (input, field) => {
    expect(() => reportDays(input, 'UTC', new Date('2026-03-12T00:00:00Z'))).toThrow(
      expect.objectContaining({ code: 'VALIDATION', extra: expect.objectContaining({ field }) }),
    );
  });
});
