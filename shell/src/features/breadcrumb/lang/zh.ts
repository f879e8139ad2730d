import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The breadcrumb feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  breadcrumb: '面包屑导航',
};

export default texts;
