import { languageOf, LOCALES, type Language, type Texts } from 'shared-contracts';
import { EN } from './texts/en';
import { JA } from './texts/ja';
import { KO } from './texts/ko';
import { TH } from './texts/th';
import { TL } from './texts/tl';
import { TY } from './texts/ty';
import { ZH } from './texts/zh';

/** The demo PSP's own page texts (the provider's UI, not the casino's), one file a language in `texts/`. */
export type PspTexts = Texts<typeof EN>;
export type PspLang = Language;

const TEXTS: Record<Language, PspTexts> = { EN, TY, ZH, JA, TH, TL, KO };

/** The language of a `lang` value (one of LANGUAGES, case-insensitive); English for anything else. */
export const pspLang = (lang: unknown): PspLang => languageOf(lang);

/** The texts and locale (BCP 47: `<html lang>`, numbers, times) of a `lang` value; English for anything else. */
export function pspTexts(lang: unknown): { lang: PspLang; t: PspTexts; locale: string } {
  const code = pspLang(lang);
  return { lang: code, t: TEXTS[code], locale: LOCALES[code] };
}
