import { defaultRecordRange, formatDateTime, utcToday } from '../dates';

describe('record dates', () => {
  it('counts days in UTC, as the records API does', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan east of Greenwich: the day is still 31 Dec.
    const late = new Date(Date.UTC(2026, 11, 31, 23, 30));
    const day = utcToday(late);
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 11, 31]);
    expect(defaultRecordRange(late)).toEqual({ from: '2026-12-25', to: '2026-12-31' });
  });

  it('writes a time as YYYY-MM-DD HH:mm:ss in local time and leaves unreadable text alone', () => {
    const local = new Date(2026, 10, 5, 7, 8, 9);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-05 07:08:09');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
