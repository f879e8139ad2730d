import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the bottom nav feature. */
export const EN = {
  bottom_nav: 'Quick links',
  games: 'Games',
};

addBundles(NS, {
  EN,
  TY: {
    bottom_nav: 'Liên kết nhanh',
    games: 'Trò chơi',
  } satisfies typeof EN,
});
