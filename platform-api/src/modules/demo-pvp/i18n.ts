import { languageOf, LOCALES, type Language, type Texts } from 'shared-contracts';
import { EN } from './texts/en';
import { TY } from './texts/ty';

/** The PVP room page's own texts (the vendor's UI), one file a language in `texts/`. */
export type PageLang = Language;
export type PageTexts = Texts<typeof EN>;

/** EN and TY are written; the other languages fall back to English until their files exist. */
const TEXTS: Record<Language, PageTexts> = { EN, TY, ZH: EN, JA: EN, TH: EN, TL: EN, KO: EN };

/** The page texts and locale (BCP 47) of a `lang` value (one of LANGUAGES, case-insensitive); English for anything else. */
export function pageTexts(lang: unknown): { lang: PageLang; t: PageTexts; locale: string } {
  const found = languageOf(lang);
  return { lang: found, t: TEXTS[found], locale: LOCALES[found] };
}
