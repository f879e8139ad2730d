import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the gaming venue feature. */
export const EN = {
  venue_title: '{{vendor}} games',
};

addBundles(NS, {
  EN,
  TY: {
    venue_title: 'Trò chơi {{vendor}}',
  } satisfies typeof EN,
});
