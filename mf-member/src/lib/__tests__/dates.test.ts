import { defaultRecordRange, utcToday } from '../dates';

describe('record dates', () => {
  it('counts days in UTC, as the records API does', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan east of Greenwich: the day is still 31 Dec.
    const late = new Date(Date.UTC(2026, 11, 31, 23, 30));
    const day = utcToday(late);
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 11, 31]);
    expect(defaultRecordRange(late)).toEqual({ from: '2026-12-25', to: '2026-12-31' });
  });
});
