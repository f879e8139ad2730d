import { languageOf, LOCALES, type Language, type Texts } from 'shared-contracts';
import { EN } from './texts/en';
import { JA } from './texts/ja';
import { KO } from './texts/ko';
import { TH } from './texts/th';
import { TL } from './texts/tl';
import { TY } from './texts/ty';
import { ZH } from './texts/zh';

export type LivePageTexts = Texts<typeof EN>;

/** The live pages' texts, one file a language in `texts/` (every in-app language). */
const TEXTS: Record<Language, LivePageTexts> = { EN, TY, ZH, JA, TH, TL, KO };

/** The live pages' texts and locale of a `lang` value (one of LANGUAGES, case-insensitive); English otherwise. */
export function livePageTexts(lang: unknown): { lang: Language; t: LivePageTexts; locale: string } {
  const found = languageOf(lang);
  return { lang: found, t: TEXTS[found], locale: LOCALES[found] };
}
