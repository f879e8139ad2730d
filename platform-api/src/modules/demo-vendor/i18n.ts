import { languageOf, LOCALES, type Language, type Texts } from 'shared-contracts';
import { EN } from './texts/en';
import { JA } from './texts/ja';
import { KO } from './texts/ko';
import { TH } from './texts/th';
import { TL } from './texts/tl';
import { TY } from './texts/ty';
import { ZH } from './texts/zh';

/** The demo game page's own texts (the vendor's UI, not the lobby's), one file a language in `texts/`. */
export type PageLang = Language;
export type PageTexts = Texts<typeof EN>;

const TEXTS: Record<Language, PageTexts> = { EN, TY, ZH, JA, TH, TL, KO };

/**
 * The lookup of a studio's page texts (a text file per language): the texts and locale (BCP 47) of a `lang` value
 * (one of LANGUAGES, case-insensitive; English for anything else). The slot/dice page, the live tables, the
 * sportsbook and the PVP rooms each make theirs with it.
 */
export function studioTexts<T>(texts: Record<Language, T>) {
  return (lang: unknown): { lang: Language; t: T; locale: string } => {
    const found = languageOf(lang);
    return { lang: found, t: texts[found], locale: LOCALES[found] };
  };
}

/** The slot/dice page's texts and locale of a `lang` value. */
export const pageTexts = studioTexts<PageTexts>(TEXTS);
