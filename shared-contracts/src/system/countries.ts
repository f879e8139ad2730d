import type { Country } from './schemas';

/** The dial code a phone form starts on before the merchant's (`defaultDialCode()`) is known: Vietnam. */
export const DEFAULT_DIAL_CODE = '84';

/** A country's name in an app language (TY is Vietnamese; English when the language has no name). */
export function countryName(c: Country, lang: string): string {
  const key = lang === 'TY' ? 'VI' : lang;
  return key === 'ZH' || key === 'VI' || key === 'KO' ? c.names[key] : c.names.EN;
}

/**
 * Dial-code choices for a picker, sorted by name in `lang`: one per dialling code (countries sharing one, like
 * +1 or +7, are listed together), labelled "Vietnam +84". `current` is kept as a bare "+code" choice when the list
 * lacks it (still loading, failed, or an old value), so the form's value is always a choice.
 */
export function dialCodeOptions(list: readonly Country[], lang: string, current?: string) {
  const byCode = new Map<string, string[]>();
  for (const c of list)
    byCode.set(c.countryDialingCode, [...(byCode.get(c.countryDialingCode) ?? []), countryName(c, lang)]);
  const options = [...byCode].map(([value, names]) => ({
    value,
    label: `${[...names].sort((a, b) => a.localeCompare(b)).join(' / ')} +${value}`,
  }));
  options.sort((a, b) => a.label.localeCompare(b.label));
  if (current && !byCode.has(current)) options.unshift({ value: current, label: `+${current}` });
  return options;
}
