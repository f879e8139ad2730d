import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the free play feature. */
export const EN = {
  free_play: 'Free play',
};

addBundles(NS, {
  EN,
  TY: {
    free_play: 'Chơi thử',
  } satisfies typeof EN,
});
