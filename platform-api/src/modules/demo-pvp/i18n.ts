import { type Language, type Texts } from 'shared-contracts';
import { studioTexts } from '../demo-vendor';
import { EN } from './texts/en';
import { JA } from './texts/ja';
import { KO } from './texts/ko';
import { TH } from './texts/th';
import { TL } from './texts/tl';
import { TY } from './texts/ty';
import { ZH } from './texts/zh';

/** The PVP room page's own texts (the vendor's UI), one file a language in `texts/`. */
export type PageLang = Language;
export type PageTexts = Texts<typeof EN>;

/** Every in-app language has texts of its own. */
const TEXTS: Record<Language, PageTexts> = { EN, TY, ZH, JA, TH, TL, KO };

/** The page texts and locale (BCP 47) of a `lang` value; English for anything else. */
export const pageTexts = studioTexts<PageTexts>(TEXTS);
