import { languageOf, LOCALES, type Language, type Texts } from 'shared-contracts';
import { EN } from './texts/en';
import { TY } from './texts/ty';

/** The sportsbook page's own texts (the vendor's UI), one file a language in `texts/`. */
export type SportsbookTexts = Texts<typeof EN>;

/** The languages with texts of their own; the others show English (as a vendor without that language does). */
const TEXTS: Partial<Record<Language, SportsbookTexts>> = { EN, TY };

/** The page texts and locale (BCP 47) of a `lang` value (one of LANGUAGES, case-insensitive); English texts otherwise. */
export function sportsbookTexts(lang: unknown): { lang: Language; t: SportsbookTexts; locale: string } {
  const found = languageOf(lang);
  return { lang: found, t: TEXTS[found] ?? EN, locale: LOCALES[found] };
}
