import { addLanguageLoaders } from 'shared-contracts';

/** Namespace `points`, owned by mf-points. */
export const NS = 'points';

// The lazy languages (SPEC §1): each its own chunk, loaded when a player chooses it.
addLanguageLoaders(NS, {
  ZH: () => import(/* webpackChunkName: "lang-zh" */ '../lang/zh'),
  JA: () => import(/* webpackChunkName: "lang-ja" */ '../lang/ja'),
  TH: () => import(/* webpackChunkName: "lang-th" */ '../lang/th'),
  TL: () => import(/* webpackChunkName: "lang-tl" */ '../lang/tl'),
  KO: () => import(/* webpackChunkName: "lang-ko" */ '../lang/ko'),
});
