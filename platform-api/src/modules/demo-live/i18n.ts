import { languageOf, LOCALES, type Language, type Texts } from 'shared-contracts';
import { EN } from './texts/en';
import { TY } from './texts/ty';

export type LivePageTexts = Texts<typeof EN>;

/** EN and TY are translated; the other languages show the English texts until theirs land (in their locale). */
const TEXTS: Record<Language, LivePageTexts> = { EN, TY, ZH: EN, JA: EN, TH: EN, TL: EN, KO: EN };

/** The live pages' texts and locale of a `lang` value (one of LANGUAGES, case-insensitive); English otherwise. */
export function livePageTexts(lang: unknown): { lang: Language; t: LivePageTexts; locale: string } {
  const found = languageOf(lang);
  return { lang: found, t: TEXTS[found], locale: LOCALES[found] };
}
