import { addBundles } from 'shared-contracts';
import { BET_TYPES_EN, BET_TYPES_TY } from './locales/bet-types';
import { EN } from './locales/en';
import { TY } from './locales/ty';

/** Namespace `lottery`, owned by mf-lottery. */
export const NS = 'lottery';

addBundles(NS, { EN: { ...EN, ...BET_TYPES_EN }, TY: { ...TY, ...BET_TYPES_TY } });
