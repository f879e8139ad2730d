import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The config texts in Korean. */
const texts: Texts<typeof EN> = {
  vendors_title: '{{category}} 게임사',
};

export default texts;
