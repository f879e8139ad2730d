import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The breadcrumb feature's texts in Thai. */
const texts: Texts<typeof EN> = {
  breadcrumb: 'เส้นทางนำทาง',
};

export default texts;
