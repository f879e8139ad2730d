import { addBundles, addLanguageLoaders } from 'shared-contracts';

/** Namespace `games`, owned by mf-games. */
export const NS = 'games';

// The lazy languages (SPEC §1): each its own chunk, loaded when a player chooses it.
addLanguageLoaders(NS, {
  ZH: () => import(/* webpackChunkName: "lang-zh" */ '../lang/zh'),
  JA: () => import(/* webpackChunkName: "lang-ja" */ '../lang/ja'),
  TH: () => import(/* webpackChunkName: "lang-th" */ '../lang/th'),
  TL: () => import(/* webpackChunkName: "lang-tl" */ '../lang/tl'),
  KO: () => import(/* webpackChunkName: "lang-ko" */ '../lang/ko'),
});

/** The strings more than one part of mf-games uses (app/, several features, lib/). */
export const EN = {
  vendors_title: '{{category}} providers',
};

addBundles(NS, {
  EN,
  TY: {
    vendors_title: 'Nhà cung cấp {{category}}',
  } satisfies typeof EN,
});
