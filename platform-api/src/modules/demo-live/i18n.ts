import { type Language, type Texts } from 'shared-contracts';
import { studioTexts } from '../demo-vendor';
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

/** The page texts and locale (BCP 47) of a `lang` value; English for anything else. */
export const livePageTexts = studioTexts<LivePageTexts>(TEXTS);
