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
const early: { ns: string; bundles: Record<Language, Bundle> }[] = [];

/** Initialises the one shared i18next instance (idempotent; the shell calls it first). */
export function initI18n(lang: string = DEFAULT_LANGUAGE): Promise<I18n> {
  if (!ready) {
    ready = i18next
      .use(initReactI18next)
      .init({
        lng: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        lowerCaseLng: false,
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        resources: {
          EN: { common: { ...COMMON_EN, ...PATTERN_MESSAGES_EN } },
          TY: { common: { ...COMMON_TY, ...PATTERN_MESSAGES_TY } },
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

/** Adds a package's namespace (each remote owns one). */
export function addBundles(ns: string, bundles: Record<Language, Bundle>): void {
  if (!i18next.isInitialized) {
    early.push({ ns, bundles });
    return;
  }
  for (const lang of LANGUAGES) i18next.addResourceBundle(lang, ns, bundles[lang], true, true);
}

export { i18next };
