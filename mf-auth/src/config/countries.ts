import { localeOf } from 'shared-contracts';

/**
 * Nationalities offered at registration: ISO 3166-1 alpha-2 codes of sovereign states (≈195, SPEC §3).
 * Names come from the browser's Intl.DisplayNames in the UI language, so no name table ships here.
 */
export const COUNTRY_CODES = (
  'AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF TD CL CN CO KM ' +
  'CG CD CR CI HR CU CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH GR GD GT GN GW GY HT VA HN HU ' +
  'IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR KW KG LA LV LB LS LR LY LI LT LU MG MW MY MV ML MT MH MR MU MX FM ' +
  'MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO OM PK PW PS PA PG PY PE PH PL PT QA RO RU RW KN LC VC WS SM ST ' +
  'SA SN RS SC SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TW TJ TZ TH TL TG TO TT TN TR TM TV UG UA AE GB US UY UZ ' +
  'VU VE VN YE ZM ZW'
).split(' ');

/** [code, name] pairs sorted by name in the given app language. */
export function countryOptions(lang: string): [string, string][] {
  const names = new Intl.DisplayNames([localeOf(lang)], { type: 'region' });
  return COUNTRY_CODES.map((c): [string, string] => [c, names.of(c) ?? c]).sort((a, b) => a[1].localeCompare(b[1]));
}
