import { formatDateTime } from '../date-time';

describe('formatDateTime: the one date-time format of the front end', () => {
  const local = new Date(2026, 4, 7, 14, 3, 9).toISOString();

  it('writes an instant in local time as YYYY-MM-DD HH:mm, or HH:mm:ss with seconds', () => {
    expect(formatDateTime(new Date(2031, 11, 9, 8, 7).toISOString())).toBe('2031-12-09 08:07');
    expect(formatDateTime(local, { seconds: true })).toBe('2026-05-07 14:03:09');
  });

  it('writes the short date and time of the UI language (EN en-GB, TY vi-VN)', () => {
    const short = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(local));
    expect(formatDateTime(local, { lang: 'EN' })).toBe(short('en-GB'));
    expect(formatDateTime(local, { lang: 'TY' })).toBe(short('vi-VN'));
    expect(formatDateTime(local, { lang: 'XX' })).toBe(short('en-GB'));
  });

  it('writes the numeric date and time to the second in the UI language', () => {
    expect(formatDateTime(local, { lang: 'EN', seconds: true })).toBe('07/05/2026, 14:03:09');
    expect(formatDateTime(local, { lang: 'TY', seconds: true })).toBe('14:03:09 07/05/2026');
  });

  it('leaves text that is not a date as it is, in every form', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime('soon', { seconds: true })).toBe('soon');
    expect(formatDateTime('soon', { lang: 'TY' })).toBe('soon');
    expect(formatDateTime('soon', { lang: 'EN', seconds: true })).toBe('soon');
  });
});
