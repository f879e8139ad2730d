import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_EN, COMMON_TY } from './common';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLazyLanguage,
  type BundledLanguage,
  type Language,
  type LazyLanguage,
} from './languages';
import { PATTERN_MESSAGES_EN, PATTERN_MESSAGES_TY } from './patterns';

export * from './languages';

export type Bundle = Record<string, string>;

/**
 * How a package loads its texts in each lazy language: `() => import('../lang/zh')` and so on, each its own chunk
 * (`src/lang/<code>.ts` merges the package's dictionaries in that language).
 */
export type LanguageLoaders = Record<LazyLanguage, () => Promise<{ default: Bundle }>>;

let ready: Promise<I18n> | null = null;
/** Bundles added before init (module-load order) wait here. */
const early: { ns: string; bundles: Record<BundledLanguage, Bundle> & Partial<Record<string, Bundle>> }[] = [];
const loaders = new Map<string, LanguageLoaders>();
/** `ns:lang` pairs loaded (or loading). */
const loading = new Map<string, Promise<void>>();

/**
 * Languages an app offers besides the product's, with its `common` texts in each; a key missing there falls back
 * to EN.
 */
export interface ExtraLanguages {
  [lang: string]: Bundle;
}

let supported: readonly string[] = LANGUAGES;

/**
 * Initialises the one shared i18next instance (idempotent; the shell calls it first). A lazy language chosen
 * earlier is loaded for every namespace registered so far before the promise resolves.
 */
export function initI18n(lang: string = DEFAULT_LANGUAGE, extra: ExtraLanguages = {}): Promise<I18n> {
  if (!ready) {
    supported = [...new Set([...LANGUAGES, ...Object.keys(extra)])];
    const start = supported.includes(lang) ? lang : DEFAULT_LANGUAGE;
    ready = i18next
      .use(initReactI18next)
      .init({
        lng: isLazyLanguage(start) ? DEFAULT_LANGUAGE : start,
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
        // Texts of a lazy language arrive after a component rendered: re-render it when they do.
        react: { bindI18nStore: 'added' },
        // No sponsorship line in every browser console and test file's output.
        showSupportNotice: false,
      })
      .then(async () => {
        for (const { ns, bundles } of early.splice(0)) addBundles(ns, bundles);
        if (isLazyLanguage(start)) await switchLanguage(start);
        return i18next;
      });
  }
  return ready;
}

/** Adds a package's namespace (each remote owns one): EN and TY, and an app's extra languages (initI18n). */
export function addBundles(
  ns: string,
  bundles: Record<BundledLanguage, Bundle> & Partial<Record<string, Bundle>>,
): void {
  if (!i18next.isInitialized) {
    early.push({ ns, bundles });
    return;
  }
  for (const lang of supported) {
    const bundle = bundles[lang];
    if (bundle) i18next.addResourceBundle(lang, ns, bundle, true, true);
  }
}

function load(ns: string, lang: LazyLanguage): Promise<void> {
  const key = `${ns}:${lang}`;
  let done = loading.get(key);
  if (!done) {
    const loadTexts = loaders.get(ns)![lang];
    done = loadTexts().then(
      ({ default: bundle }) => void i18next.addResourceBundle(lang, ns, bundle, true, true),
      (e: unknown) => {
        loading.delete(key); // a failed chunk may be tried again on the next switch
        throw e;
      },
    );
    loading.set(key, done);
  }
  return done;
}

/**
 * Registers how a package loads its texts in the lazy languages (`config/i18n.ts` of each package); when such a
 * language is already chosen, loads it at once (a remote mounted after the switch).
 */
export function addLanguageLoaders(ns: string, languages: LanguageLoaders): void {
  loaders.set(ns, languages);
  const current = i18next.language;
  if (isLazyLanguage(current)) void load(ns, current).catch(() => undefined);
}

/** Loads a language's texts for every registered namespace (no-op for EN and TY). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (!isLazyLanguage(lang)) return;
  await Promise.all([...loaders.keys()].map((ns) => load(ns, lang)));
}

/** Loads a language, then switches i18next to it; a language whose texts fail to load leaves the current one. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
}

// The shared `common` namespace (design-system states, the server's messages, shared domains).
addLanguageLoaders('common', {
  ZH: () => import(/* webpackChunkName: "lang-zh" */ './lang/zh'),
  JA: () => import(/* webpackChunkName: "lang-ja" */ './lang/ja'),
  TH: () => import(/* webpackChunkName: "lang-th" */ './lang/th'),
  TL: () => import(/* webpackChunkName: "lang-tl" */ './lang/tl'),
  KO: () => import(/* webpackChunkName: "lang-ko" */ './lang/ko'),
});

export { i18next };
