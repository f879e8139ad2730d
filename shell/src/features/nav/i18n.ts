import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the nav feature. */
export const EN = {
  main_nav: 'Main',
};

addBundles(NS, {
  EN,
  TY: {
    main_nav: 'Chính',
  } satisfies typeof EN,
});
