import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_EN, COMMON_TY } from './common';
import { PATTERN_MESSAGES_EN, PATTERN_MESSAGES_TY } from './patterns';

/** In-app languages (SPEC §1): EN default, TY second. */
export const LANGUAGES = ['EN', 'TY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

export type Bundle = Record<string, string>;

let ready: Promise<I18n> | null = null;
/** Bundles added before init (module-load order) wait here. */
const early: { ns: string; bundles: Record<Language, Bundle> & Partial<Record<string, Bundle>> }[] = [];

/**
 * Languages an app offers besides EN and TY, with its `common` texts in each (the operators' console adds
 * Simplified Chinese, ZH); a key missing there falls back to EN.
 */
export interface ExtraLanguages {
  [lang: string]: Bundle;
}

let supported: readonly string[] = LANGUAGES;

/** Initialises the one shared i18next instance (idempotent; the shell calls it first). */
export function initI18n(lang: string = DEFAULT_LANGUAGE, extra: ExtraLanguages = {}): Promise<I18n> {
  if (!ready) {
    supported = [...LANGUAGES, ...Object.keys(extra)];
    ready = i18next
      .use(initReactI18next)
      .init({
        lng: supported.includes(lang) ? lang : DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...supported],
        lowerCaseLng: false,
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        resources: {
          EN: { common: { ...COMMON_EN, ...PATTERN_MESSAGES_EN } },
          TY: { common: { ...COMMON_TY, ...PATTERN_MESSAGES_TY } },
          ...Object.fromEntries(Object.entries(extra).map(([l, common]) => [l, { common }])),
        },
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => {
        for (const { ns, bundles } of early.splice(0)) addBundles(ns, bundles);
        return i18next;
      });
  }
  return ready;
}

/** Adds a package's namespace (each remote owns one): EN and TY, and an app's extra languages (initI18n). */
export function addBundles(ns: string, bundles: Record<Language, Bundle> & Partial<Record<string, Bundle>>): void {
  if (!i18next.isInitialized) {
    early.push({ ns, bundles });
    return;
  }
  for (const lang of supported) {
    const bundle = bundles[lang];
    if (bundle) i18next.addResourceBundle(lang, ns, bundle, true, true);
  }
}

export { i18next };
