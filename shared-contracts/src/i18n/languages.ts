/**
 * The product's languages (SPEC §1): EN default, TY (Vietnamese) second, both in every bundle; Simplified
 * Chinese, Japanese, Thai, Tagalog and Korean load on demand, one chunk per language and package, when a
 * player chooses them. A merchant offers a subset (its permission config's `languages`).
 */
export const LANGUAGES = ['EN', 'TY', 'ZH', 'JA', 'TH', 'TL', 'KO'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** Languages every package ships in its main chunk. */
export const BUNDLED_LANGUAGES = ['EN', 'TY'] as const;
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];

/** Languages whose texts load only when chosen (`src/lang/<code>.ts` in each package). */
export type LazyLanguage = Exclude<Language, BundledLanguage>;
export const LAZY_LANGUAGES = LANGUAGES.filter((l): l is LazyLanguage => !BUNDLED_LANGUAGES.includes(l as never));

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);
/** The language a loose value names (`?lang=zh`, a stored code; case and spaces ignored), EN for anything else. */
export const languageOf = (value: unknown): Language => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
};

export const isLazyLanguage = (v: unknown): v is LazyLanguage => LAZY_LANGUAGES.includes(v as LazyLanguage);

/** BCP 47 tag of each language: `<html lang>`, and the locale numbers and dates are written in. */
export const LOCALES: Record<Language, string> = {
  EN: 'en-GB',
  TY: 'vi-VN',
  ZH: 'zh-CN',
  JA: 'ja-JP',
  TH: 'th-TH',
  TL: 'fil-PH',
  KO: 'ko-KR',
};

/** The locale of a language code (English for anything else). */
export const localeOf = (lang: string | undefined): string => (isLanguage(lang) ? LOCALES[lang] : LOCALES.EN);

/** Each language's own name, shown in the language picker in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  TY: 'Tiếng Việt',
  ZH: '简体中文',
  JA: '日本語',
  TH: 'ไทย',
  TL: 'Tagalog',
  KO: '한국어',
};

/** A dictionary typed against its EN one: every key, nothing else, all strings. */
export type Texts<T> = { [K in keyof T]: string };
