import { addBundles } from 'shared-contracts';

/** Namespace `games`, owned by mf-games. */
export const NS = 'games';

/** The strings more than one part of mf-games uses (app/, several features, lib/). */
const EN = {
  vendors_title: '{{category}} providers',
};

addBundles(NS, {
  EN,
  TY: {
    vendors_title: 'Nhà cung cấp {{category}}',
  } satisfies typeof EN,
});
