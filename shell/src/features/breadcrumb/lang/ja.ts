import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The breadcrumb feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  breadcrumb: 'パンくずリスト',
};

export default texts;
