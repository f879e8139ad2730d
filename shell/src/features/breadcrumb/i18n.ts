import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the breadcrumb feature. */
export const EN = {
  breadcrumb: 'Breadcrumb',
};

addBundles(NS, {
  EN,
  TY: {
    breadcrumb: 'Đường dẫn',
  } satisfies typeof EN,
});
