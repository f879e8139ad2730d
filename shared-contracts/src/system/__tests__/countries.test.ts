import { countryName, dialCodeOptions } from '../countries';
import type { Country } from '../schemas';

const c = (countryCode: string, countryDialingCode: string, EN: string, VI: string): Country => ({
  countryCode,
  countryDialingCode,
  names: { EN, VI, ZH: `${EN}-zh`, KO: `${EN}-ko` },
});
const LIST = [
  c('VN', '84', 'Vietnam', 'Việt Nam'),
  c('US', '1', 'United States', 'Hoa Kỳ'),
  c('CA', '1', 'Canada', 'Canada'),
  c('BR', '55', 'Brazil', 'Brazil'),
];

describe('dial-code options', () => {
  it('names countries in the app language (TY is Vietnamese, English otherwise)', () => {
    expect(countryName(LIST[0]!, 'TY')).toBe('Việt Nam');
    expect(countryName(LIST[0]!, 'ZH')).toBe('Vietnam-zh');
    expect(countryName(LIST[0]!, 'XX')).toBe('Vietnam');
  });

  it('offers one choice per dialling code, sorted by name, shared codes listed together', () => {
    expect(dialCodeOptions(LIST, 'EN', '84')).toEqual([
      { value: '55', label: 'Brazil +55' },
      { value: '1', label: 'Canada / United States +1' },
      { value: '84', label: 'Vietnam +84' },
    ]);
  });

  it('keeps the current code as a bare choice while the list is missing', () => {
    expect(dialCodeOptions([], 'EN', '84')).toEqual([{ value: '84', label: '+84' }]);
  });
});
