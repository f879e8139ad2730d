import { setPermissionConfig } from '../../config/store';
import type { PermissionConfig } from '../../system/schemas';
import { calendarLayout, formatCalendarDate, parseCalendarDate, yearsSince } from '../calendar-date';

const brand = (philippines: boolean) =>
  setPermissionConfig({ registration: { minAge: 21, philippines, securityQuestions: false } } as PermissionConfig);

describe('calendar dates: dd-mm-yyyy on a Philippines-variant brand (SPEC §9)', () => {
  it("follows the merchant's variant", () => {
    brand(true);
    expect(calendarLayout()).toBe('dd-mm-yyyy');
    expect(formatCalendarDate('1990-03-05')).toBe('05-03-1990');
    expect(parseCalendarDate('05-03-1990')).toBe('1990-03-05');
    brand(false);
    expect(calendarLayout()).toBe('yyyy-mm-dd');
    expect(formatCalendarDate('1990-03-05')).toBe('1990-03-05');
    expect(parseCalendarDate('1990-03-05')).toBe('1990-03-05');
  });

  it('reads only real dates in the layout; leaves other text as it is', () => {
    expect(parseCalendarDate('1990-03-05', 'dd-mm-yyyy')).toBeNull();
    expect(parseCalendarDate('30-02-1990', 'dd-mm-yyyy')).toBeNull();
    expect(parseCalendarDate('5-3-1990', 'dd-mm-yyyy')).toBeNull();
    expect(formatCalendarDate('not a date', 'dd-mm-yyyy')).toBe('not a date');
  });

  it('counts completed years', () => {
    expect(yearsSince('2000-06-15', new Date(2021, 5, 14))).toBe(20);
    expect(yearsSince('2000-06-15', new Date(2021, 5, 15))).toBe(21);
  });
});
