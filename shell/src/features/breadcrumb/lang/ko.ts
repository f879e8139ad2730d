import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The breadcrumb texts in Korean. */
const texts: Texts<typeof EN> = {
  breadcrumb: '현재 위치',
};

export default texts;
