import type { Country } from 'shared-contracts';
import { COUNTRY_ROWS } from './country-data';

/** The country-codes answer, built once: sorted by English name. */
export const COUNTRIES: { list: Country[] } = {
  list: COUNTRY_ROWS.map(([countryCode, countryDialingCode, EN, ZH, VI, KO]) => ({
    countryCode,
    countryDialingCode,
    names: { EN, ZH, VI, KO },
  })).sort((a, b) => a.names.EN.localeCompare(b.names.EN, 'en')),
};
