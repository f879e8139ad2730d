import { ageOn, effectiveMinAge, isoDate, parseBirthday, todayUtc } from '../../../src/modules/registration/age';

describe('birthdays and ages', () => {
  it('reads the three date patterns; anything else as yyyy-MM-dd', () => {
    const may17 = { year: 1990, month: 5, day: 17 };
    expect(parseBirthday('1990-05-17', 'DATE_YYYY_MM_DD')).toEqual(may17);
    expect(parseBirthday('05-17-1990', 'DATE_MM_DD_YYYY')).toEqual(may17);
    expect(parseBirthday(' 17-05-1990 ', 'DATE_DD_MM_YYYY')).toEqual(may17);
    expect(parseBirthday('1990-05-17', '*')).toEqual(may17);
    expect(parseBirthday('17-05-1990', 'DATE_MM_DD_YYYY')).toBeNull();
  });

  it('refuses dates that do not exist', () => {
    for (const v of ['1990-02-30', '1990-13-01', '1990-00-10', '1990-04-31', '1900-02-29', '0999-01-01', '1990-5-17'])
      expect(parseBirthday(v, 'DATE_YYYY_MM_DD')).toBeNull();
    expect(parseBirthday('2000-02-29', 'DATE_YYYY_MM_DD')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('counts completed years; 29 February turns a year older on 1 March in other years', () => {
    const b = { year: 2000, month: 6, day: 15 };
    expect(ageOn(b, { year: 2021, month: 6, day: 14 })).toBe(20);
    expect(ageOn(b, { year: 2021, month: 6, day: 15 })).toBe(21);
    expect(ageOn(b, { year: 2021, month: 7, day: 1 })).toBe(21);
    const leap = { year: 2004, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2025, month: 2, day: 28 })).toBe(20);
    expect(ageOn(leap, { year: 2025, month: 3, day: 1 })).toBe(21);
    expect(ageOn({ year: 2030, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBeLessThan(0);
  });

  it('the minimum age is the merchant one, at least 21 in the Philippines variant', () => {
    expect(effectiveMinAge({ minAge: 18, philippinesVariant: false })).toBe(18);
    expect(effectiveMinAge({ minAge: 18, philippinesVariant: true })).toBe(21);
    expect(effectiveMinAge({ minAge: 25, philippinesVariant: true })).toBe(25);
  });

  it('today in UTC and ISO dates', () => {
    expect(todayUtc(new Date('2024-12-31T23:30:00-02:00'))).toEqual({ year: 2025, month: 1, day: 1 });
    expect(isoDate({ year: 1990, month: 5, day: 7 })).toBe('1990-05-07');
  });
});
